import { COOKIE_MAX_AGE_S } from '@/constants';

/** A preference cookie as `document.cookie` takes it: whole site, one year (SPEC §7). */
export function serializePreferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Reads one cookie from a `Cookie` header or `document.cookie`; malformed encodings read as missing. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
