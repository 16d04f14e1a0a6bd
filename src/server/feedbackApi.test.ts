import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database';
import {
  getFeedback,
  getFeedbackSummary,
  postFeedback,
  type FeedbackApiContext,
} from './feedbackApi';
import { insertFeedback, votesPerDay } from './feedbackStore';
import { createRateLimiter } from './rateLimit';
// PostgreSQL comes from TEST_DATABASE_URL, or from the local cluster scripts/postgres.mjs sets up
// (`npm run test:unit` runs it first).
import { LOCAL_TEST_DATABASE_URL } from '../../scripts/postgres.mjs';

const PAGES = new Set(['/x/introduction', '/x/react-data-grid/sorting']);
const TOKEN = 'test-admin-token-0123456789';
const URL_BASE = 'http://localhost/api/feedback';

const vote = { pathname: '/x/introduction', rating: 1, language: 'en' };

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(URL_BASE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function get(query = '', token: string | null = TOKEN, suffix = '') {
  return new Request(`${URL_BASE}${suffix}${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const databases: [string, () => Promise<DatabaseHandle>][] = [
  [
    'SQLite',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-'));
      return openDatabase({ sqliteFile: path.join(dir, 'nested', 'feedback.sqlite') });
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const databaseUrl = process.env.TEST_DATABASE_URL || LOCAL_TEST_DATABASE_URL;
      // Start from an empty database, so the migrations run as on a first start.
      const first = await openDatabase({ databaseUrl }).catch((error: Error) => {
        throw new Error(
          `PostgreSQL is not reachable at ${databaseUrl}: run \`node scripts/postgres.mjs\` or set TEST_DATABASE_URL (${error.message})`,
        );
      });
      await sql`drop table if exists feedback, rate_limit, kysely_migration, kysely_migration_lock`.execute(
        first.db,
      );
      await first.db.destroy();
      return openDatabase({ databaseUrl });
    },
  ],
];

describe.each(databases)('the feedback API on %s', (_, open) => {
  let handle: DatabaseHandle;
  let context: FeedbackApiContext;
  let time: number;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.db.destroy();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('feedback').execute();
    time = Date.parse('2026-11-20T10:00:00.000Z');
    context = {
      database: async () => handle,
      isPage: (pathname) => PAGES.has(pathname),
      limiter: createRateLimiter({ limit: 0 }),
      adminToken: TOKEN,
      now: () => new Date(time),
    };
  });

  const list = async (query = '') => {
    const response = await getFeedback(get(query), context);
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: Record<string, unknown>[] }).items;
  };

  it('stores a valid submission and answers 201 with its id', async () => {
    const response = await postFeedback(
      post({
        ...vote,
        rating: 0,
        comment: 'Missing <b>import</b>',
        sectionId: 'setup',
        sectionTitle: 'Set-up',
      }),
      context,
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(Number.isInteger(id)).toBe(true);
    expect(await list()).toEqual([
      {
        id,
        pathname: '/x/introduction',
        rating: 0,
        comment: 'Missing <b>import</b>', // Plain text: stored as sent, escaped when shown.
        sectionId: 'setup',
        sectionTitle: 'Set-up',
        language: 'en',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...vote, rating: 5 }, 'rating: must be 1 (helpful) or 0 (not helpful)'],
      [
        { ...vote, pathname: '/x/not-a-page' },
        'pathname: "/x/not-a-page" is not a page of this site',
      ],
      [{ ...vote, comment: 'x'.repeat(5001) }, 'comment: must be at most 5000 characters'],
      [{ ...vote, language: 'de' }, 'language: must be one of en, zh'],
      [{ ...vote, extra: 1 }, '"extra": unknown field'],
      ['{"pathname": ', 'body: is not valid JSON'],
      ['[1]', 'body: must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      const response = await postFeedback(post(body), context);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await list()).toEqual([]);
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await postFeedback(post(vote, { 'content-type': type }), context);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
    const charset = await postFeedback(
      post(vote, { 'content-type': 'application/json; charset=utf-8' }),
      context,
    );
    expect(charset.status).toBe(201);
  });

  it('answers 413 for a body over 16 kB, declared or streamed, without reading it whole', async () => {
    const declared = await postFeedback(
      post(vote, { 'content-length': String(16 * 1024 + 1) }),
      context,
    );
    expect(declared.status).toBe(413);

    // A chunked body with no length: reading stops at the first chunk past the limit.
    let pulled = 0;
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await postFeedback(
      new Request(URL_BASE, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      context,
    );
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: 'body: must be at most 16384 bytes' });
    expect(pulled).toBeLessThanOrEqual(6);
    expect(await list()).toEqual([]);
  });

  it('answers 429 with Retry-After past the per-client limit', async () => {
    context.limiter = createRateLimiter({ limit: 20, now: () => time });
    for (let i = 0; i < 20; i += 1)
      expect((await postFeedback(post(vote), context)).status).toBe(201);
    const refused = await postFeedback(post(vote), context);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3');
    // Another client is not affected.
    expect(
      (await postFeedback(post(vote, { 'x-forwarded-for': '192.0.2.2' }), context)).status,
    ).toBe(201);
    time += 3000;
    expect((await postFeedback(post(vote), context)).status).toBe(201);
    expect(await list('?limit=100')).toHaveLength(22);
  });

  it('stores each of 500 concurrent submissions exactly once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        postFeedback(post({ ...vote, rating: index % 2, comment: `burst ${index}` }), context),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(500).fill(201));
    const ids = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(500);
    const stored = await list('?limit=5000');
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((item) => item.id))).toEqual(new Set(ids));
    expect(new Set(stored.map((item) => item.comment)).size).toBe(500);
    // Each submitter gets the id of its own row.
    const byId = new Map(stored.map((item) => [item.id, item.comment]));
    ids.forEach((id, index) => expect(byId.get(id)).toBe(`burst ${index}`));
  });

  it('commits submissions that arrive together in one transaction: all of them or none', async () => {
    const good = { pathname: '/x/introduction', rating: 1 as const, language: 'en' };
    // A row the database refuses (the endpoint never sends one) fails its whole batch.
    const bad = { ...good, rating: 7 as unknown as 1 };
    const results = await Promise.allSettled([
      insertFeedback(handle, good),
      insertFeedback(handle, bad),
      insertFeedback(handle, good),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await list()).toEqual([]);
    // The next batch is not affected.
    const ids = await Promise.all([insertFeedback(handle, good), insertFeedback(handle, good)]);
    expect(ids[1]).toBeGreaterThan(ids[0]);
    expect(await list()).toHaveLength(2);
  });

  it('lists with filters, newest first', async () => {
    const at = async (iso: string, body: object) => {
      time = Date.parse(iso);
      expect((await postFeedback(post({ ...vote, ...body }), context)).status).toBe(201);
    };
    await at('2026-11-01T08:00:00Z', { rating: 1 });
    await at('2026-11-02T08:00:00Z', { rating: 0, pathname: '/x/react-data-grid/sorting' });
    await at('2026-11-03T08:00:00Z', { rating: 0 });
    const dates = (items: Record<string, unknown>[]) => items.map((item) => item.createdAt);

    expect(dates(await list())).toEqual([
      '2026-11-03T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
    expect(dates(await list('?pathname=/x/introduction&rating=0'))).toEqual([
      '2026-11-03T08:00:00.000Z',
    ]);
    expect(dates(await list('?from=2026-11-02&to=2026-11-03'))).toEqual([
      '2026-11-02T08:00:00.000Z',
    ]);
    expect(dates(await list('?limit=1'))).toEqual(['2026-11-03T08:00:00.000Z']);

    for (const [query, error] of [
      ['?limit=5001', 'limit: must be a whole number from 1 to 5000'],
      ['?limit=0', 'limit: must be a whole number from 1 to 5000'],
      ['?rating=yes', 'rating: must be 1 or 0'],
      ['?from=yesterday', 'from: must be a date or date-time (ISO 8601)'],
      ['?sort=asc', '"sort": unknown query parameter'],
    ]) {
      const response = await getFeedback(get(query), context);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('summarises votes per page with the latest comments', async () => {
    const send = async (body: object, minute: number) => {
      time = Date.parse('2026-11-20T10:00:00Z') + minute * 60_000;
      await postFeedback(post({ ...vote, ...body }), context);
    };
    await send({ rating: 1, comment: 'first' }, 0);
    await send({ rating: 1 }, 1);
    await send({ rating: 0, comment: 'second', sectionId: 'api', sectionTitle: 'API' }, 2);
    await send({ rating: 1, comment: 'third' }, 3);
    await send({ rating: 1, comment: 'fourth' }, 4);
    await send({ rating: 0, pathname: '/x/react-data-grid/sorting' }, 5);

    const response = await getFeedbackSummary(get('', TOKEN, '/summary'), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pages: [
        {
          pathname: '/x/introduction',
          up: 4,
          down: 1,
          ratio: 0.8,
          latestComments: [
            {
              comment: 'fourth',
              rating: 1,
              createdAt: '2026-11-20T10:04:00.000Z',
              sectionTitle: null,
            },
            {
              comment: 'third',
              rating: 1,
              createdAt: '2026-11-20T10:03:00.000Z',
              sectionTitle: null,
            },
            {
              comment: 'second',
              rating: 0,
              createdAt: '2026-11-20T10:02:00.000Z',
              sectionTitle: 'API',
            },
          ],
        },
        { pathname: '/x/react-data-grid/sorting', up: 0, down: 1, ratio: 0, latestComments: [] },
      ],
    });
    expect(await votesPerDay(handle)).toEqual([{ day: '2026-11-20', up: 4, down: 2 }]);
  });

  it('guards the read endpoints with the admin token', async () => {
    for (const token of [null, 'wrong', `${TOKEN}x`]) {
      for (const handler of [getFeedback, getFeedbackSummary]) {
        const response = await handler(get('', token), context);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer realm="feedback"');
      }
    }
    const lowercase = await getFeedback(
      new Request(URL_BASE, { headers: { authorization: `bearer ${TOKEN}` } }),
      context,
    );
    expect(lowercase.status).toBe(200);
    context.adminToken = null;
    expect((await getFeedback(get(), context)).status).toBe(404);
    expect((await getFeedbackSummary(get('', TOKEN, '/summary'), context)).status).toBe(404);
  });

  it('answers 500 without details when the store fails, and keeps what was stored', async () => {
    expect((await postFeedback(post(vote), context)).status).toBe(201);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const failing = {
        ...context,
        database: async () => Promise.reject(new Error('disk on fire at /var/lib')),
      };
      const response = await postFeedback(post(vote), failing);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(/disk on fire|\/var\/lib|at .*\.ts/);
      expect(JSON.parse(text)).toEqual({
        error: 'Something went wrong on our side. Please try again later.',
      });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(await list()).toHaveLength(1);
  });
});

describe('the SQLite store', () => {
  it('creates its file with WAL journaling and migrates once', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-')), 'data', 'f.sqlite');
    const first = await openDatabase({ sqliteFile: file });
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(first.db);
    expect(rows[0].journal_mode).toBe('wal');
    await first.db.destroy();
    const again = await openDatabase({ sqliteFile: file });
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(
      again.db,
    );
    expect(migrations.rows.map((row) => row.name)).toEqual([
      '0001_create_feedback',
      '0002_create_rate_limit',
    ]);
    await again.db.destroy();
  });
});
