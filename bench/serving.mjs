// Serving throughput: the production server against a bare node:http server that hands out the
// same precompressed bytes from memory (in a process of its own, bareServing.mjs), in the same
// run (autocannon, 20 connections, 5 s, `accept-encoding: br, gzip`; median of 3 rounds), for a
// prerendered page and a hashed script.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { medianBy } from './stats.mjs';

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

/**
 * A server that does nothing but send those URLs' brotli bytes, as fast as Node can, in a process
 * of its own: in this one it would share a core with autocannon, which the site's server does not.
 */
async function bareServer(urls) {
  const child = fork(fileURLToPath(new URL('./bareServing.mjs', import.meta.url)), urls);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) =>
      reject(new Error(`The bare server exited (${code}) before it listened.`)),
    );
  });
  return { url: `http://127.0.0.1:${port}`, close: () => child.disconnect() };
}

const load = async (url) => {
  // A second's warm-up first, unsampled, for both servers alike: a server's first requests run
  // code the JIT has not compiled yet, which is not what a reader meets on a running server.
  const result = await autocannon({
    url,
    connections: 20,
    duration: 5,
    headers: HEADERS,
    warmup: { connections: 20, duration: 1 },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
};

/** How many times each server is measured on each URL. */
const ROUNDS = 3;

/** The median round's throughput and, on its own, the median p99, with every round's p99. */
function median(samples) {
  return {
    requestsPerSecond: medianBy(samples, (sample) => sample.requestsPerSecond).requestsPerSecond,
    p99Ms: medianBy(samples, (sample) => sample.p99Ms).p99Ms,
    p99SamplesMs: samples.map((sample) => sample.p99Ms),
    non2xx: samples.reduce((sum, sample) => sum + sample.non2xx, 0),
  };
}

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
      // A 5 s sample's p99 moves by ±10 ms on a shared 2-core host, for either server: ROUNDS
      // rounds, which server goes first alternating, and the median of each server's rounds.
      const sites = [];
      const bares = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const pair = [
          () => load(`${baseUrl}${url}`).then((sample) => sites.push(sample)),
          () => load(`${bare.url}${url}`).then((sample) => bares.push(sample)),
        ];
        if (round % 2) pair.reverse();
        for (const measure of pair) await measure();
      }
      const site = median(sites);
      const reference = median(bares);
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
