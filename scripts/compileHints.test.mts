import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations.
import { COMPILE_HINT, hintChunks, withCompileHint } from './compileHints.mjs';
// @ts-expect-error: a plain ES module script, without type declarations.
import { afterPaint, startupChunks } from './afterPaint.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build directory with the given chunks under static/chunks/. */
function build(chunks: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const [name, source] of Object.entries(chunks)) {
    fs.writeFileSync(path.join(dir, 'static', 'chunks', name), source);
  }
  return dir;
}
const read = (dir: string, name: string) =>
  fs.readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');

describe('compile hints on the chunks a page starts with', () => {
  it('puts the V8 magic comment first, once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const hinted = withCompileHint('(self.TURBOPACK=[]).push([1])');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(self.TURBOPACK=[]).push([1])');
    expect(withCompileHint(hinted)).toBeNull();
  });

  it('hints the listed chunks, each once, and leaves the others as they were', () => {
    const dir = build({ 'a.js': 'a()', 'b.js': 'b()', 'demo.js': 'demo()' });
    const urls = [
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/a.js',
    ];
    expect(hintChunks(urls, dir)).toBe(2);
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}a()`);
    expect(read(dir, 'b.js')).toBe(`${COMPILE_HINT}b()`);
    expect(read(dir, 'demo.js')).toBe('demo()');
    expect(hintChunks(urls, dir)).toBe(0);
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}a()`);
  });

  it('refuses a path that is not a chunk of the build', () => {
    const dir = build({ 'a.js': 'a()' });
    expect(() => hintChunks(['/_next/static/../../etc/passwd.js'], dir)).toThrow(
      'Not a chunk of this build',
    );
    expect(() => hintChunks(['https://cdn.example/a.js'], dir)).toThrow(
      'Not a chunk of this build',
    );
    expect(read(dir, 'a.js')).toBe('a()');
  });

  it('finds the chunks a rewritten page starts with, and none on a page without a loader', () => {
    const page = [
      '<html><head>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
      '</head><body></body></html>',
    ].join('');
    expect(startupChunks(afterPaint(page))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
    ]);
    expect(startupChunks(page)).toEqual([]);
  });
});
