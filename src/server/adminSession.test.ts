import { describe, expect, it } from 'vitest';
import { sessionIsValid, sessionValue, tokensMatch } from './adminAuth';
import { signInOrOut } from './adminSession';
import { createRateLimiter } from './rateLimit';

const TOKEN = 'a-long-admin-token';
const options = () => ({ token: TOKEN, limiter: createRateLimiter({ limit: 3 }), secure: false });

function form(body: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/admin/session', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...headers,
    },
    body,
  });
}

describe('signInOrOut', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for the right token', async () => {
    const response = await signInOrOut(form(`token=${TOKEN}`), options());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/feedback/');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toBe(
      `feedback_admin=${sessionValue(TOKEN)}; Path=/admin; HttpOnly; SameSite=Strict`,
    );
    expect(cookie).not.toContain(TOKEN);
    const secure = await signInOrOut(form(`token=${TOKEN}`), { ...options(), secure: true });
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('sends a wrong token back to the form with an error and no cookie', async () => {
    const response = await signInOrOut(form('token=guess'), options());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/feedback/?error=token');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('limits sign-in attempts per client', async () => {
    const limited = options();
    for (let i = 0; i < 3; i += 1) await signInOrOut(form('token=guess'), limited);
    const refused = await signInOrOut(form(`token=${TOKEN}`), limited);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs out by expiring the cookie', async () => {
    const response = await signInOrOut(form('action=sign-out'), options());
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^feedback_admin=; .*Max-Age=0$/);
  });

  it('refuses cross-site posts, other content types and a missing admin token', async () => {
    expect(
      (await signInOrOut(form(`token=${TOKEN}`, { origin: 'https://evil.example' }), options()))
        .status,
    ).toBe(403);
    expect(
      (
        await signInOrOut(
          form(`{"token":"${TOKEN}"}`, { 'content-type': 'application/json' }),
          options(),
        )
      ).status,
    ).toBe(415);
    expect((await signInOrOut(form(`token=${TOKEN}`), { ...options(), token: null })).status).toBe(
      404,
    );
  });
});

describe('session values', () => {
  it('are derived from the token and checked in constant time', () => {
    expect(sessionIsValid(sessionValue(TOKEN), TOKEN)).toBe(true);
    expect(sessionIsValid(sessionValue('other'), TOKEN)).toBe(false);
    expect(sessionIsValid(undefined, TOKEN)).toBe(false);
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abcd')).toBe(false);
  });
});
