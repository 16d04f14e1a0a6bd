import { CLIENT_ADDRESS_HEADER } from './clientAddress';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A token bucket per client: `limit` requests at once, refilled at `limit` per `windowMs`.
 * `createRateLimiter` keeps the buckets in memory (one server process);
 * `createDatabaseRateLimiter` (databaseRateLimit.ts) keeps them in PostgreSQL, shared by servers.
 */
export interface RateLimiter {
  /** Takes one token for `key`; when none is left, says how many seconds until one is. */
  take(key: string): RateVerdict | Promise<RateVerdict>;
}

export interface RateLimiterOptions {
  /** Requests per window; 0 switches limiting off. */
  limit: number;
  windowMs?: number;
  /** Injected for tests. */
  now?: () => number;
  /** Most clients remembered at once; idle ones are dropped first. */
  maxClients?: number;
}

export function createRateLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
  maxClients = 100_000,
}: RateLimiterOptions): { take(key: string): RateVerdict } {
  if (limit <= 0) return { take: () => ({ allowed: true }) };
  // Integer arithmetic: one request costs `windowMs` units and `limit` units come back per ms,
  // so refills never lose a token to rounding.
  const capacity = limit * windowMs;
  const buckets = new Map<string, { units: number; updated: number }>();

  const sweep = (time: number) => {
    // A bucket idle for a whole window is full again: forgetting it changes nothing.
    for (const [key, bucket] of buckets) if (time - bucket.updated >= windowMs) buckets.delete(key);
    // Still too many clients: drop the least recently seen (Map keeps insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  };

  return {
    take(key): RateVerdict {
      const time = now();
      let bucket = buckets.get(key);
      if (bucket) {
        buckets.delete(key); // Re-inserted below, so the map stays ordered by last use.
        bucket.units = Math.min(capacity, bucket.units + (time - bucket.updated) * limit);
        bucket.updated = time;
      } else {
        if (buckets.size >= maxClients) sweep(time);
        bucket = { units: capacity, updated: time };
      }
      buckets.set(key, bucket);
      if (bucket.units >= windowMs) {
        bucket.units -= windowMs;
        return { allowed: true };
      }
      const waitMs = Math.ceil((windowMs - bucket.units) / limit);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

/** `FEEDBACK_RATE_LIMIT`: a whole number of submissions per minute, 0 for none; else the default. */
export function rateLimitFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(
      `FEEDBACK_RATE_LIMIT must be a whole number of requests per minute (0 turns limiting off), not ${JSON.stringify(value)}`,
    );
  }
  return parsed;
}

/**
 * The client a request counts against: the address the production server worked out from the
 * socket and `TRUST_PROXY` (clientAddress.ts). Under `next dev` or `next start`, which do not set
 * it, the right-most `X-Forwarded-For` address (Next sets the header to the socket's address when
 * the client sent none).
 */
export function clientKey(headers: { get(name: string): string | null }): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address) return address;
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || 'unknown';
}
