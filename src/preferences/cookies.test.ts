import { describe, expect, it } from 'vitest';
import { readCookie, serializePreferenceCookie } from './cookies';

describe('serializePreferenceCookie', () => {
  it('writes a site-wide cookie that lasts one year', () => {
    expect(serializePreferenceCookie('userLanguage', 'zh')).toBe(
      'userLanguage=zh; path=/; max-age=31536000; samesite=lax',
    );
  });

  it('encodes the value', () => {
    expect(serializePreferenceCookie('x', 'a b;c')).toMatch(/^x=a%20b%3Bc;/);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; userLanguage=zh; b=2', 'userLanguage')).toBe('zh');
    expect(readCookie('a=1', 'userLanguage')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('reads a malformed encoding as missing instead of throwing', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
  });
});
