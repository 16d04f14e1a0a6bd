import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, createPrecompressedHandler } from './precompressed';

describe('chooseEncoding', () => {
  const both = { br: 10, gzip: 12 };
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('br', { gzip: 12 })).toBeNull();
  });
});

describe('the precompressed fast path', () => {
  const page = Buffer.from(`<!doctype html><title>Sorting</title>${'<p>rows</p>'.repeat(200)}`);
  let server: http.Server;
  let base: string;
  let nextCalls = 0;

  beforeAll(async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    fs.mkdirSync(path.join(directory, 'x', 'sorting'), { recursive: true });
    fs.writeFileSync(
      path.join(directory, 'x', 'sorting', 'index.html.br'),
      zlib.brotliCompressSync(page),
    );
    fs.writeFileSync(path.join(directory, 'x', 'sorting', 'index.html.gz'), zlib.gzipSync(page));
    fs.writeFileSync(
      path.join(directory, 'manifest.json'),
      JSON.stringify({
        '/x/sorting/': { size: page.length, br: 1, gzip: 1 },
        '/x/private/': { size: 1, br: 1 },
      }),
    );
    const serve = createPrecompressedHandler({ directory });
    server = http.createServer((request, response) => {
      if (serve(request, response)) return;
      // Next, as far as this test needs: a prerendered page with its headers, uncompressed.
      nextCalls += 1;
      const privatePage = request.url === '/x/private/';
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': privatePage ? 'private, no-store' : 's-maxage=31536000',
        'content-security-policy': "script-src 'self' 'sha256-abc'",
        etag: '"page-v1"',
        vary: 'rsc, next-router-state-tree',
      });
      response.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .request(`${base}${url}`, { method, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject)
          .end();
      },
    );

  it("learns Next's headers on the first request, then sends the precompressed bytes with them", async () => {
    const calls = nextCalls;
    const first = await get('/x/sorting/', { 'accept-encoding': 'gzip, br' });
    expect(nextCalls).toBe(calls + 1);
    expect(first.headers['content-encoding']).toBeUndefined();

    const brotli = await get('/x/sorting/', { 'accept-encoding': 'gzip, br' });
    expect(nextCalls).toBe(calls + 1);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body)).toEqual(page);
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(brotli.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'etag']) {
      expect(brotli.headers[name], name).toBe(first.headers[name]);
    }

    const gzip = await get('/x/sorting/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body)).toEqual(page);
  });

  it('answers HEAD and a matching If-None-Match without a body', async () => {
    const head = await get('/x/sorting/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await get('/x/sorting/', {
      'accept-encoding': 'br',
      'if-none-match': '"page-v1"',
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('leaves to Next what it varies on, queries, plain clients, and what it must not cache', async () => {
    await get('/x/sorting/', { 'accept-encoding': 'br' }); // Learned already.
    for (const [url, headers] of [
      ['/x/sorting/', { 'accept-encoding': 'br', rsc: '1' }],
      ['/x/sorting/', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/x/sorting/?direction=rtl', { 'accept-encoding': 'br' }],
      ['/x/sorting/', { 'accept-encoding': 'identity' }],
      ['/x/unknown/', { 'accept-encoding': 'br' }],
    ] as const) {
      const calls = nextCalls;
      const response = await get(url, headers);
      expect(nextCalls, `${url} ${JSON.stringify(headers)}`).toBe(calls + 1);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    // A private answer is never learned: every request goes to Next.
    for (let i = 0; i < 2; i += 1) {
      const calls = nextCalls;
      await get('/x/private/', { 'accept-encoding': 'br' });
      expect(nextCalls).toBe(calls + 1);
    }
  });
});
