import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The dashboard's session cookie: HttpOnly, SameSite=Strict, gone when the browser closes. */
export const ADMIN_SESSION_COOKIE = 'feedback_admin';

/** `FEEDBACK_ADMIN_TOKEN`, or null: without it the feedback read API and dashboard do not exist. */
export function adminTokenFromEnv(): string | null {
  return process.env.FEEDBACK_ADMIN_TOKEN || null;
}

/** Compares in constant time: both sides are hashed first, so even their lengths don't leak. */
export function tokensMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

/**
 * The session cookie's value for a token: derived from it (so the token itself never sits in the
 * browser), and changing the token signs every session out.
 */
export function sessionValue(token: string): string {
  return createHmac('sha256', token).update('feedback-admin-session').digest('base64url');
}

export function sessionIsValid(cookieValue: string | undefined, token: string): boolean {
  return cookieValue !== undefined && tokensMatch(cookieValue, sessionValue(token));
}
