import { sql } from 'kysely';
import type { DatabaseHandle } from './db/database';
import type { RateLimiter, RateVerdict } from './rateLimit';

export interface DatabaseRateLimiterOptions {
  database: () => Promise<DatabaseHandle>;
  /** Requests per window; 0 switches limiting off. */
  limit: number;
  windowMs?: number;
  /** Keeps limiters of different endpoints apart in the one table. */
  namespace: string;
}

/**
 * The token bucket of `createRateLimiter`, kept in PostgreSQL so every server behind a load
 * balancer takes from the same bucket: one statement per request, atomic under the row's lock,
 * timed by the database's clock (servers' clocks may differ). Buckets idle for a whole window are
 * full again and are pruned, at most once per window per server.
 */
export function createDatabaseRateLimiter({
  database,
  limit,
  windowMs = 60_000,
  namespace,
}: DatabaseRateLimiterOptions): RateLimiter {
  if (limit <= 0) return { take: () => ({ allowed: true }) };
  const capacity = limit * windowMs;
  let lastPrune = 0;

  return {
    async take(key): Promise<RateVerdict> {
      const { db } = await database();
      // Tokens after refilling since the last take, capped; a late statement (its clock read
      // before it waited for the row) refills nothing rather than a negative amount.
      const refilled = sql<number>`least(${capacity}::bigint, rate_limit.units + greatest(0, excluded.updated_ms - rate_limit.updated_ms) * ${limit}::bigint)`;
      const result = await sql<{ units: string; allowed: boolean }>`
        insert into rate_limit (client_key, units, updated_ms, allowed)
        values (${`${namespace}:${key}`}, ${capacity - windowMs}::bigint,
                (extract(epoch from clock_timestamp()) * 1000)::bigint, true)
        on conflict (client_key) do update set
          units = case when ${refilled} >= ${windowMs}::bigint
                  then ${refilled} - ${windowMs}::bigint else ${refilled} end,
          allowed = ${refilled} >= ${windowMs}::bigint,
          updated_ms = greatest(rate_limit.updated_ms, excluded.updated_ms)
        returning units, allowed`.execute(db);
      const { units, allowed } = result.rows[0];

      const now = Date.now();
      if (now - lastPrune >= windowMs) {
        lastPrune = now;
        void sql`delete from rate_limit where updated_ms < (extract(epoch from clock_timestamp()) * 1000)::bigint - ${windowMs}::bigint`
          .execute(db)
          .catch((error: Error) => console.error('Rate-limit pruning failed:', error.message));
      }

      if (allowed) return { allowed: true };
      const waitMs = Math.ceil((windowMs - Number(units)) / limit);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}
