import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndexHandler, SEARCH_FILE_CACHE_CONTROL } from './searchIndexFiles';

describe('the search index files', () => {
  const chunk = Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]);
  let server: http.Server;
  let base: string;
  let nextCalls = 0;

  beforeAll(async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
    fs.mkdirSync(path.join(directory, 'index'));
    fs.mkdirSync(path.join(directory, 'fragment'));
    fs.writeFileSync(path.join(directory, 'index', 'en_1a2b3c4.pf_index'), chunk);
    fs.writeFileSync(path.join(directory, 'fragment', 'zh-cn_9f8e7d6.pf_fragment'), chunk);
    fs.writeFileSync(path.join(directory, 'pagefind.en_0123456789.pf_meta'), chunk);
    fs.writeFileSync(path.join(directory, 'pagefind-entry.json'), '{}');
    fs.writeFileSync(path.join(directory, 'pagefind.js'), 'export {}');
    const serve = createSearchIndexHandler({
      directory,
      headers: { 'x-content-type-options': 'nosniff' },
    });
    server = http.createServer((request, response) => {
      if (serve(request, response)) return;
      nextCalls += 1;
      response.writeHead(404, { 'cache-control': 'no-store' });
      response.end('from next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a chunk, a result and a metadata file as they are, cached for good', async () => {
    for (const file of [
      '/_pagefind/index/en_1a2b3c4.pf_index',
      '/_pagefind/fragment/zh-cn_9f8e7d6.pf_fragment',
      '/_pagefind/pagefind.en_0123456789.pf_meta',
    ]) {
      const response = await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(SEARCH_FILE_CACHE_CONTROL);
      expect(response.headers.get('content-type'), file).toBe('application/octet-stream');
      expect(response.headers.get('content-encoding'), file).toBeNull();
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(chunk);
    }
    const head = await fetch(`${base}/_pagefind/index/en_1a2b3c4.pf_index`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(chunk.length));
    expect(nextCalls).toBe(0);
  });

  it('leaves to Next the files that keep their names, missing files, other methods and odd paths', async () => {
    // Sent as written (fetch would resolve the dots itself).
    const raw = (pathname: string, method = 'GET') =>
      new Promise<string>((resolve, reject) => {
        const request = http.request(`${base}/`, { path: pathname, method }, (response) => {
          let text = '';
          response.on('data', (data) => (text += data));
          response.on('end', () => resolve(text));
        });
        request.on('error', reject);
        request.end(method === 'POST' ? 'x' : undefined);
      });
    const cases: [string, string?][] = [
      ['/_pagefind/pagefind-entry.json'],
      ['/_pagefind/pagefind.js'],
      ['/_pagefind/index/en_missing.pf_index'],
      ['/_pagefind/index/en_1a2b3c4.pf_index?v=2'],
      ['/_pagefind/index/../pagefind.en_0123456789.pf_meta'],
      ['/_pagefind/fragment/..%2fpagefind.en_0123456789.pf_meta'],
      ['/_pagefind/index/en_1a2b3c4.pf_index', 'POST'],
    ];
    for (const [file, method] of cases) {
      const before = nextCalls;
      expect(await raw(file, method), file).toBe('from next');
      expect(nextCalls, file).toBe(before + 1);
    }
  });
});
