import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Node's `http` objects as the Web `Request`/`Response` the route handlers take and return, for
 * the production server's fast paths (src/server/productionServer.ts).
 */

/**
 * The request as a Web `Request`. The body is streamed as it arrives; a handler that stops reading
 * (a body over its limit) pauses the socket instead of draining the rest, and `sendWebResponse`
 * then closes the connection after answering.
 */
export function toWebRequest(
  request: IncomingMessage,
  origin: string,
  /** Set over whatever the client sent under these names. */
  overrides: Record<string, string> = {},
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headersDistinct)) {
    for (const item of value ?? []) headers.append(name, item);
  }
  for (const [name, value] of Object.entries(overrides)) headers.set(name, value);
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? bodyStream(request) : undefined,
    // @ts-expect-error -- `duplex` is required by Node's fetch for streamed bodies and missing from the DOM types.
    duplex: 'half',
  });
}

function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) request.pause();
      });
      request.on('end', () => controller.close());
      request.on('error', (error) => controller.error(error));
    },
    pull() {
      request.resume();
    },
    cancel() {
      request.pause();
      request.removeAllListeners('data');
    },
  });
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
