/** Small helpers for JSON route handlers: errors that say what is wrong, never a stack trace. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** Runs a handler; an HttpError becomes its JSON response, anything else a bare 500. */
export async function respond(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof HttpError)
      return json({ error: error.message }, error.status, error.headers);
    console.error('Feedback API error:', error);
    return json({ error: 'Something went wrong on our side. Please try again later.' }, 500);
  }
}

/**
 * What the body helpers read of a request: a Web `Request`, or the production server's Node
 * request seen through `nodeBodySource` (no Web objects on its fast path).
 */
export interface BodySource {
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;
}

/**
 * Reads a body of at most `maxBytes` as UTF-8 text: 413 as soon as the declared or received size
 * passes the limit (the rest is never read), 400 for bytes that are not UTF-8.
 */
export async function readBodyText(request: BodySource, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, `body: must be at most ${maxBytes} bytes`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    // Node's Web streams are async iterable too (the DOM types do not say so).
    const chunksIn = (request.body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
    for (;;) {
      const { done, value } = await chunksIn.next();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stops reading: a Web stream is cancelled, a Node request left paused.
        await chunksIn.return?.();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'body: must be UTF-8 text');
  }
}

/** `readBodyText` for JSON: 415 unless the content type says JSON, 400 for invalid JSON. */
export async function readJsonBody(request: BodySource, maxBytes: number): Promise<unknown> {
  requireContentType(request, 'application/json');
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: is not valid JSON');
  }
}

export function requireContentType(request: Pick<BodySource, 'headers'>, type: string) {
  const given = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (given !== type) throw new HttpError(415, `Content-Type must be ${type}`);
}
