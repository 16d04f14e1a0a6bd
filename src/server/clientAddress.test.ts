import { describe, expect, it } from 'vitest';
import { clientAddress, trustProxyFromEnv } from './clientAddress';

describe('clientAddress', () => {
  it('with no trusted proxy, is the socket address whatever X-Forwarded-For says', () => {
    expect(clientAddress('192.0.2.7', undefined, 0)).toBe('192.0.2.7');
    expect(clientAddress('192.0.2.7', '203.0.113.1', 0)).toBe('192.0.2.7');
    expect(clientAddress('192.0.2.7', '203.0.113.1, 203.0.113.2', 0)).toBe('192.0.2.7');
    expect(clientAddress(undefined, '203.0.113.1', 0)).toBe('unknown');
  });

  it('behind N proxies, is the Nth address from the right', () => {
    // One proxy: it appended the address it saw, the client's.
    expect(clientAddress('10.0.0.1', '198.51.100.4', 1)).toBe('198.51.100.4');
    // A forged first entry does not help: the proxy's entry is still the right-most.
    expect(clientAddress('10.0.0.1', '203.0.113.9, 198.51.100.4', 1)).toBe('198.51.100.4');
    // Two proxies (a CDN, then a load balancer).
    expect(clientAddress('10.0.0.1', '203.0.113.9, 198.51.100.4, 10.0.0.2', 2)).toBe(
      '198.51.100.4',
    );
    // Header lines repeated are one list.
    expect(clientAddress('10.0.0.1', ['203.0.113.9', '198.51.100.4, 10.0.0.2'], 2)).toBe(
      '198.51.100.4',
    );
  });

  it('falls back to what there is when the header is short or missing', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.4', 3)).toBe('198.51.100.4');
    expect(clientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
  });
});

describe('trustProxyFromEnv', () => {
  it('reads a whole number of hops, 0 when unset', () => {
    expect(trustProxyFromEnv(undefined)).toBe(0);
    expect(trustProxyFromEnv('')).toBe(0);
    expect(trustProxyFromEnv('0')).toBe(0);
    expect(trustProxyFromEnv('2')).toBe(2);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['true', '-1', '1.5', 'one']) {
      expect(() => trustProxyFromEnv(value)).toThrow(/TRUST_PROXY/);
    }
  });
});
