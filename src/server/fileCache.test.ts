import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileCache } from './fileCache';

describe('the static handlers’ file cache', () => {
  it('keeps bodies up to its size, drops the least recently used, and says null for a missing file', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'file-cache-'));
    const file = (name: string) => path.join(directory, name);
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(file(name), name.repeat(4));
    const cache = createFileCache(8);
    expect(cache.read(file('a'))?.toString()).toBe('aaaa');
    expect(cache.read(file('b'))?.toString()).toBe('bbbb');
    cache.read(file('a')); // a is now the most recent
    expect(cache.read(file('c'))?.toString()).toBe('cccc'); // 12 bytes: b goes
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(file(name), 'changed');
    expect(cache.read(file('a'))?.toString()).toBe('aaaa'); // still in memory
    expect(cache.read(file('b'))?.toString()).toBe('changed'); // read again
    expect(cache.read(file('missing'))).toBeNull();
    fs.rmSync(directory, { recursive: true, force: true });
  });
});
