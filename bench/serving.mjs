// Serving throughput: the production server against a bare node:http server that hands out the
// same precompressed bytes from memory, in the same run (autocannon, 20 connections, 5 s,
// `accept-encoding: br, gzip`), for a prerendered page and a hashed script.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, root } from '../scripts/lib.mjs';

const PAGE = '/x/react-data-grid/sorting/';
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** The largest script the page loads: the heaviest hashed file a reader downloads. */
async function largestScript(baseUrl) {
  const html = await (await fetch(`${baseUrl}${PAGE}`)).text();
  const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sized = scripts.map((url) => ({
    url,
    size: fs.statSync(path.join(root, '.next', url.replace('/_next/', ''))).size,
  }));
  return sized.sort((a, b) => b.size - a.size)[0].url;
}

/** A server that does nothing but send one URL's brotli bytes, as fast as Node can. */
async function bareServer(urls) {
  const bodies = new Map(
    urls.map((url) => {
      const base = url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1);
      return [url, fs.readFileSync(path.join(root, '.next', 'precompressed', `${base}.br`))];
    }),
  );
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const body = bodies.get(request.url);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': request.url.endsWith('/') ? 'text/html; charset=utf-8' : 'text/javascript',
      'content-encoding': 'br',
      'content-length': body.length,
      vary: 'Accept-Encoding',
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const load = async (url) => {
  const result = await autocannon({ url, connections: 20, duration: 5, headers: HEADERS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
};

export async function measureServing(baseUrl) {
  const script = await largestScript(baseUrl);
  const bare = await bareServer([PAGE, script]);
  const rows = [];
  try {
    for (const [label, url] of [
      ['sorting page', PAGE],
      ['largest script', script],
    ]) {
      // Twice first: the server learns the URL's headers from Next's first answer.
      for (let i = 0; i < 2; i += 1) await fetch(`${baseUrl}${url}`, { headers: HEADERS });
      const encoding = (await fetch(`${baseUrl}${url}`, { headers: HEADERS })).headers.get(
        'content-encoding',
      );
      const site = await load(`${baseUrl}${url}`);
      const reference = await load(`${bare.url}${url}`);
      rows.push({
        label,
        url,
        encoding,
        site,
        bare: reference,
        share: Number((site.requestsPerSecond / reference.requestsPerSecond).toFixed(2)),
      });
    }
  } finally {
    bare.close();
  }
  return rows;
}
