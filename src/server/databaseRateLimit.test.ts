import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database';
import { createDatabaseRateLimiter } from './databaseRateLimit';
import { postFeedback } from './feedbackApi';
// The local cluster scripts/postgres.mjs sets up (`npm run test:unit` runs it first).
import { LOCAL_TEST_DATABASE_URL } from '../../scripts/postgres.mjs';

const baseUrl = process.env.TEST_DATABASE_URL || LOCAL_TEST_DATABASE_URL;
// A schema of its own: the feedback API's tests, in another worker, drop and recreate the tables
// of the default schema while these run.
const SCHEMA = 'rate_limit_test';
const HOUR = 3_600_000;

// Two handles, two connection pools: two servers sharing one PostgreSQL.
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await openDatabase({ databaseUrl: baseUrl, schema: SCHEMA });
  second = await openDatabase({ databaseUrl: baseUrl, schema: SCHEMA });
});
afterAll(async () => {
  await first.db.destroy();
  await second.db.destroy();
});
beforeEach(async () => {
  await sql`delete from rate_limit`.execute(first.db);
});

it('uses its own schema', async () => {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    first.db,
  );
  expect(rows[0].schema).toBe(SCHEMA);
});

const limiterOn = (handle: DatabaseHandle, limit: number, windowMs = HOUR) =>
  createDatabaseRateLimiter({ database: async () => handle, limit, windowMs, namespace: 'test' });

describe('the rate limiter in PostgreSQL', () => {
  it('holds one limit across servers under a concurrent burst', async () => {
    // 20 per hour: no token comes back during the burst, however slow the host.
    const servers = [limiterOn(first, 20), limiterOn(second, 20)];
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, index) => servers[index % 2].take('198.51.100.7')),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(20);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    // One token per 3 minutes: retry in about 180 s.
    expect(refused).toMatchObject({ allowed: false });
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(170);
    // Another client, and the same client under another namespace, have their own budgets.
    expect(await servers[1].take('198.51.100.8')).toEqual({ allowed: true });
    const other = createDatabaseRateLimiter({
      database: async () => first,
      limit: 20,
      windowMs: HOUR,
      namespace: 'other',
    });
    expect(await other.take('198.51.100.7')).toEqual({ allowed: true });
  });

  it('refills with time, as the in-memory bucket does', async () => {
    const limiter = limiterOn(first, 2, 4_000); // One token back every 2 s.
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('prunes buckets idle for a whole window', async () => {
    const limiter = limiterOn(first, 1, 200);
    await limiter.take('old');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await limiter.take('new'); // Its take prunes the idle bucket.
    await expect
      .poll(async () =>
        (
          await sql<{ client_key: string }>`select client_key from rate_limit`.execute(first.db)
        ).rows
          .map((row) => row.client_key)
          .sort(),
      )
      .toEqual(['test:new']);
  });

  it('is off at 0, and a database that is down fails the request with a bare 500', async () => {
    const off = createDatabaseRateLimiter({
      database: () => Promise.reject(new Error('never asked')),
      limit: 0,
      namespace: 'test',
    });
    expect(await off.take('a')).toEqual({ allowed: true });

    const down = createDatabaseRateLimiter({
      database: () => Promise.reject(new Error('connect ECONNREFUSED /var/run/postgresql')),
      limit: 20,
      namespace: 'test',
    });
    const response = await postFeedback(
      new Request('http://localhost/api/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pathname: '/x/introduction', rating: 1, language: 'en' }),
      }),
      {
        database: () => Promise.reject(new Error('not reached')),
        isPage: () => true,
        limiter: down,
        adminToken: null,
      },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again later.',
    });
  });
});
