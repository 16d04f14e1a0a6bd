// The feedback endpoint under load: throughput on SQLite and on PostgreSQL (its rate limiter
// counting in the database), and each server's memory before and after a minute of load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startServer } from '../scripts/lib.mjs';
import { ensurePostgres } from '../scripts/postgres.mjs';

const TOKEN = 'bench-admin-token';
const BODY = JSON.stringify({
  pathname: '/x/introduction',
  rating: 1,
  comment: 'Benchmark submission with a short comment.',
  language: 'en',
});

/** A fresh SQLite store, rate limiting off so the endpoint itself is measured. */
export function sqliteServer() {
  return freePort().then((port) =>
    startServer(port, {
      FEEDBACK_SQLITE_FILE: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'f.sqlite'),
      FEEDBACK_RATE_LIMIT: '0',
      FEEDBACK_ADMIN_TOKEN: TOKEN,
    }),
  );
}

/**
 * POST /api/feedback under load (autocannon, 20 connections, 10 s, loopback), then checks that
 * every 201 was stored: the summary's vote count must equal the number of 201s. `manyClients`
 * names a different client per request in X-Forwarded-For (the server trusts one proxy hop).
 */
export async function measureFeedbackEndpoint(baseUrl, { manyClients = false } = {}) {
  let client = 0;
  const options = {
    url: `${baseUrl}/api/feedback`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    connections: 20,
    ...(manyClients && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': clientAddress(client++) },
          }),
        },
      ],
    }),
  };
  await autocannon({ ...options, duration: 2 }); // Warm-up: store opened, code paths hot.
  const before = await countStoredVotes(baseUrl);
  const result = await autocannon({ ...options, duration: 10 });
  const stored = (await countStoredVotes(baseUrl)) - before;
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    created,
    stored,
    otherResponses: result.non2xx + result.errors + result.timeouts,
  };
}

const clientAddress = (n) => `198.51.${100 + ((n >> 8) % 4)}.${n % 256}`;

async function countStoredVotes(baseUrl) {
  const response = await fetch(`${baseUrl}/api/feedback/summary`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const { pages } = await response.json();
  return pages.reduce((sum, page) => sum + page.up + page.down, 0);
}

/**
 * Two production servers on one PostgreSQL (a schema of the bench's own, emptied first), with
 * the shared rate limiter on (a limit no client reaches, so every submission pays for it).
 * Measures one server's throughput, then puts both under a minute of mixed load (50 connections:
 * page views and submissions) and reads each server's resident memory before and after.
 */
export async function measurePostgres({ throughput = true, memory = true } = {}) {
  const databaseUrl = ensurePostgres();
  const schema = 'bench_feedback';
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`create schema ${schema}`);
  const separator = databaseUrl.includes('?') ? '&' : '?';
  const env = {
    DATABASE_URL: `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    FEEDBACK_RATE_LIMIT: '1000000000',
    FEEDBACK_ADMIN_TOKEN: TOKEN,
    TRUST_PROXY: '1',
  };
  const servers = [];
  const results = {};
  try {
    for (let i = 0; i < 2; i += 1) servers.push(await startServer(await freePort(), env));
    if (throughput) {
      results.throughput = await measureFeedbackEndpoint(servers[0].url, { manyClients: true });
    }
    if (memory) results.memory = await measureMemory(servers);
  } finally {
    for (const server of servers) server.stop();
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await admin.end();
  }
  return results;
}

async function measureMemory(servers) {
  const rss = (server) => {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  };
  const load = (server, duration) => {
    let client = 0;
    return autocannon({
      url: server.url,
      connections: 25,
      duration,
      requests: [
        { method: 'GET', path: '/x/react-data-grid/sorting/' },
        {
          method: 'POST',
          path: '/api/feedback',
          headers: { 'content-type': 'application/json' },
          body: BODY,
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': clientAddress(client++) },
          }),
        },
      ],
    });
  };
  // Twenty seconds first, so both servers have loaded their code and grown their heaps to size.
  await Promise.all(servers.map((server) => load(server, 20)));
  // Then a minute of load, with each server's RSS read every 10 s: a leak keeps climbing, a heap
  // at its working size levels off.
  const samples = [servers.map(rss)];
  const timer = setInterval(() => samples.push(servers.map(rss)), 10_000);
  const runs = await Promise.all(servers.map((server) => load(server, 60)));
  clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  samples.push(servers.map(rss));
  return servers.map((_, index) => ({
    server: index + 1,
    requests: runs[index].requests.total,
    errors: runs[index].errors + runs[index].timeouts,
    non2xx: runs[index].non2xx,
    rssMb: samples.map((sample) => sample[index]),
  }));
}
