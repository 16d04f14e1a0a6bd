import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodySource } from './http';

/**
 * Between Node's `http` objects and what the route handlers read and return, for the production
 * server's fast path (src/server/productionServer.ts).
 */

/**
 * The request as the body helpers read it, without building a Web `Request` (on the feedback fast
 * path that conversion was about a sixth of the server's time). Reading stops at a body's limit
 * without destroying the socket, so the 413 still goes out.
 */
export function nodeBodySource(request: IncomingMessage): BodySource {
  return {
    headers: {
      get(name) {
        const value = request.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    body: request.iterator({ destroyOnReturn: false }),
  };
}

/** Writes a Web `Response` (small bodies only: it is buffered) to Node's response. */
export async function sendWebResponse(
  request: IncomingMessage,
  response: ServerResponse,
  webResponse: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const body = Buffer.from(await webResponse.arrayBuffer());
  const headers: Record<string, string> = { ...extraHeaders };
  webResponse.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(body.byteLength);
  // Unread request bytes would be taken for the next request on a kept-alive connection.
  if (!request.complete) headers.connection = 'close';
  response.writeHead(webResponse.status, headers);
  response.end(body);
}
