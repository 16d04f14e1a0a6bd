import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, rateLimitFromEnv } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window per client, then says when to retry', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 20, now: () => time });
    for (let i = 0; i < 20; i += 1) expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 3 });
    // Another client has its own budget.
    expect(limiter.take('b')).toEqual({ allowed: true });
    // One token comes back every 3 s (20 per minute).
    time = 2_999;
    expect(limiter.take('a').allowed).toBe(false);
    time = 3_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    // After a full minute idle the budget is whole again.
    time = 70_000;
    for (let i = 0; i < 20; i += 1) expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('is off when the limit is 0', () => {
    const limiter = createRateLimiter({ limit: 0 });
    for (let i = 0; i < 1000; i += 1) expect(limiter.take('a').allowed).toBe(true);
  });

  it('remembers a bounded number of clients, forgetting the least recent first', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, now: () => time, maxClients: 2 });
    limiter.take('a');
    time = 1;
    limiter.take('b');
    time = 2;
    limiter.take('c'); // 'a' is dropped to make room.
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });
});

describe('rateLimitFromEnv', () => {
  it('reads a whole number, 0 included, and falls back when unset', () => {
    expect(rateLimitFromEnv(undefined, 20)).toBe(20);
    expect(rateLimitFromEnv('', 20)).toBe(20);
    expect(rateLimitFromEnv('0', 20)).toBe(0);
    expect(rateLimitFromEnv('120', 20)).toBe(120);
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => rateLimitFromEnv('fast', 20)).toThrow(/FEEDBACK_RATE_LIMIT/);
    expect(() => rateLimitFromEnv('-1', 20)).toThrow(/FEEDBACK_RATE_LIMIT/);
    expect(() => rateLimitFromEnv('1.5', 20)).toThrow(/FEEDBACK_RATE_LIMIT/);
  });
});

describe('clientKey', () => {
  it('uses the address the nearest proxy added', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }))).toBe('10.0.0.2');
    expect(clientKey(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1');
    expect(clientKey(new Headers())).toBe('unknown');
  });
});
