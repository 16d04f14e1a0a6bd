import type { IncomingMessage } from 'node:http';

/**
 * Who a request comes from, for rate limits. The production server works it out once per request
 * from the socket and `TRUST_PROXY`, and hands it on in `CLIENT_ADDRESS_HEADER` (overwriting
 * whatever a client sent under that name), so the fast feedback path and Next's route handlers
 * count the same client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-docs-client-address';

/**
 * The client's address. With no trusted proxy (`trustedHops` 0) it is the socket's peer and
 * `X-Forwarded-For` is ignored: anyone can write that header. Behind N trusted proxies, each
 * appends the address it saw, so the client is the Nth address from the right of the header; a
 * shorter header means a proxy was skipped, and its left-most address is the best there is.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress || 'unknown';
  if (trustedHops === 0) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (chain.length === 0) return socket;
  return chain[Math.max(0, chain.length - trustedHops)];
}

/** Puts the client's address on a Node request, for every handler after it (the production server does this first). */
export function identifyClient(request: IncomingMessage, trustedHops: number): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trustedHops,
  );
}

/** `TRUST_PROXY`: how many reverse proxies in front of the server append to X-Forwarded-For. */
export function trustProxyFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(hops)) {
    throw new Error(
      `TRUST_PROXY must be the number of trusted proxies in front of the server (0 when clients connect directly), not ${JSON.stringify(value)}`,
    );
  }
  return hops;
}
