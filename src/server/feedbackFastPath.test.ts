import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS } from '@/feedback/limits';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { FeedbackApiContext } from './feedbackApi';
import { CLIENT_ADDRESS_HEADER, identifyClient } from './clientAddress';
import { createFeedbackHandler, isFeedbackSubmission } from './feedbackFastPath';
import { createRateLimiter } from './rateLimit';

describe('isFeedbackSubmission', () => {
  it('takes POSTs to the feedback endpoint, with or without a slash or query', () => {
    expect(isFeedbackSubmission('POST', '/api/feedback')).toBe(true);
    expect(isFeedbackSubmission('POST', '/api/feedback/')).toBe(true);
    expect(isFeedbackSubmission('POST', '/api/feedback?x=1')).toBe(true);
  });

  it('leaves everything else to Next', () => {
    expect(isFeedbackSubmission('GET', '/api/feedback')).toBe(false);
    expect(isFeedbackSubmission('POST', '/api/feedback/summary')).toBe(false);
    expect(isFeedbackSubmission('POST', '/api/feedbackx')).toBe(false);
    expect(isFeedbackSubmission('POST', '/x/api/feedback')).toBe(false);
    expect(isFeedbackSubmission(undefined, undefined)).toBe(false);
  });
});

describe('the feedback fast path over real HTTP', () => {
  let handle: DatabaseHandle;
  let context: FeedbackApiContext;
  let server: http.Server;
  let base: string;
  let trustedHops = 0;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fast-path-'));
    handle = await openDatabase({ sqliteFile: path.join(dir, 'feedback.sqlite') });
    const submit = createFeedbackHandler({
      context: () => context,
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
    // As the production server does: identify the client, then answer.
    server = http.createServer((request, response) => {
      identifyClient(request, trustedHops);
      void submit(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await handle.db.destroy();
  });
  beforeEach(() => {
    trustedHops = 0;
    context = {
      database: async () => handle,
      isPage: (pathname) => pathname === '/x/introduction',
      limiter: createRateLimiter({ limit: 0 }),
      adminToken: null,
    };
  });

  const submit = (
    body: string,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body,
    });

  it('stores a valid submission and answers 201 with its id and the site headers', async () => {
    const response = await submit(
      JSON.stringify({ pathname: '/x/introduction', rating: 1, language: 'en' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { id } = await response.json();
    const row = await handle.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.pathname).toBe('/x/introduction');
  });

  it('answers bad input with the handler’s own errors', async () => {
    const invalid = await submit('{"pathname":');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'body: is not valid JSON' });
    expect((await submit('rating=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    const unknownPage = await submit(
      JSON.stringify({ pathname: '/x/nowhere', rating: 1, language: 'en' }),
    );
    expect(unknownPage.status).toBe(400);
  });

  it('answers 429 with Retry-After past the rate limit', async () => {
    context.limiter = createRateLimiter({ limit: 1 });
    const body = JSON.stringify({ pathname: '/x/introduction', rating: 0, language: 'en' });
    expect((await submit(body)).status).toBe(201);
    const limited = await submit(body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts a client by its socket when no proxy is trusted: forged headers change nothing', async () => {
    context.limiter = createRateLimiter({ limit: 20 });
    const body = JSON.stringify({ pathname: '/x/introduction', rating: 1, language: 'en' });
    const statuses = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await submit(body, 'application/json', {
        'x-forwarded-for': `203.0.113.${i}`,
        [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('behind a trusted proxy, counts the address the proxy appended', async () => {
    trustedHops = 1;
    context.limiter = createRateLimiter({ limit: 1 });
    const body = JSON.stringify({ pathname: '/x/introduction', rating: 1, language: 'en' });
    const from = (address: string) =>
      submit(body, 'application/json', { 'x-forwarded-for': `192.0.2.99, ${address}` });
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.2')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(429);
  });

  it('refuses a chunked body over the limit without reading it whole, then closes', async () => {
    const { status, connection, received } = await new Promise<{
      status: number | undefined;
      connection: string | undefined;
      received: string;
    }>((resolve, reject) => {
      const request = http.request(`${base}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        let received = '';
        response.on('data', (chunk) => (received += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            connection: response.headers.connection,
            received,
          }),
        );
      });
      request.on('error', reject);
      // Sends ~8 times the limit in chunks, without ending: the answer must not wait for the end.
      const chunk = 'x'.repeat(4096);
      for (let sent = 0; sent < FEEDBACK_LIMITS.bodyMaxBytes * 8; sent += chunk.length) {
        request.write(chunk);
      }
    });
    expect(status).toBe(413);
    expect(connection).toBe('close');
    expect(JSON.parse(received)).toEqual({
      error: `body: must be at most ${FEEDBACK_LIMITS.bodyMaxBytes} bytes`,
    });
  });

  it('keeps a connection alive across complete requests', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ pathname: '/x/introduction', rating: 1, language: 'en' });
    const sockets = new Set<unknown>();
    for (let i = 0; i < 3; i += 1) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = http.request(`${base}/api/feedback/`, {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json' },
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        });
        request.on('error', reject);
        request.end(body);
      });
      expect(status).toBe(201);
    }
    expect(sockets.size).toBe(1);
    agent.destroy();
  });
});
