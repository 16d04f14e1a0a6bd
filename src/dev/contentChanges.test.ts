import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '../../app/api/dev/content-changes/route';
import { contentChangeStream, watchContent } from './contentChanges';

const folders: string[] = [];
function tempContent() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-changes-'));
  fs.mkdirSync(path.join(folder, 'x', 'demos'), { recursive: true });
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** The next event the stream sends after its opening comment. */
async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return null;
    const text = decoder.decode(value);
    if (text.startsWith('data: ')) return text;
  }
}

describe('content change events (next dev)', () => {
  it('streams the path of a saved page, nested folders included, relative to the content root', async () => {
    const root = tempContent();
    const abort = new AbortController();
    const reader = contentChangeStream(watchContent(root), root, abort.signal).getReader();
    fs.writeFileSync(path.join(root, 'x', 'demos', 'Basic.tsx'), 'export {};');
    expect(await nextEvent(reader)).toBe('data: "x/demos/Basic.tsx"\n\n');
    abort.abort();
    expect((await reader.read()).done).toBe(true);
  });

  it('sends one event for a burst of saves (an editor writes a file more than once)', async () => {
    const root = tempContent();
    const seen: string[] = [];
    const unsubscribe = watchContent(root, 100).subscribe((file) => seen.push(file));
    const file = path.join(root, 'x', 'page.mdx');
    fs.writeFileSync(file, 'one');
    fs.writeFileSync(file, 'two');
    fs.appendFileSync(file, 'three');
    await expect.poll(() => seen).toEqual([file]);
    unsubscribe();
  });

  it('stops watching when the last tab leaves', async () => {
    const root = tempContent();
    const seen: string[] = [];
    const source = watchContent(root, 10);
    const unsubscribe = source.subscribe((file) => seen.push(file));
    unsubscribe();
    fs.writeFileSync(path.join(root, 'x', 'late.mdx'), 'late');
    // Another subscriber, started after the write settles, proves the watcher restarts cleanly.
    const again: string[] = [];
    const stop = source.subscribe((file) => again.push(file));
    fs.writeFileSync(path.join(root, 'x', 'later.mdx'), 'later');
    await expect.poll(() => again).toEqual([path.join(root, 'x', 'later.mdx')]);
    stop();
    expect(seen).toEqual([]);
  });

  it('answers 404 outside next dev, so production serves no watcher', async () => {
    const response = GET(new Request('http://localhost/api/dev/content-changes'));
    expect(response.status).toBe(404);
  });
});
