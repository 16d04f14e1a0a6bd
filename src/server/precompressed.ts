import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createFileCache } from './fileCache';

/**
 * Serves the build's precompressed files (scripts/precompress.mjs) before Next's pipeline, which
 * would read the file and compress it again on every request.
 *
 * The headers are Next's own: the first request for a URL goes through Next, and if its answer is
 * a cacheable 200 (a prerendered page or a static file: no cookie, not `no-store` or `private`),
 * its headers are kept; later requests get those headers with the precompressed body. Requests
 * whose answer Next varies on (RSC payloads, router prefetches, server actions), queries, ranges
 * and clients that accept neither brotli nor gzip always go to Next.
 */

interface ManifestEntry {
  size: number;
  br?: number;
  gzip?: number;
}

type Encoding = 'br' | 'gzip';

const VARYING_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
];
/** Headers of Next's answer that describe its body or connection, not the resource. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

export interface PrecompressedOptions {
  /** `.next/precompressed`: the manifest and the files. */
  directory: string;
  /** Compressed bodies kept in memory, least recently used dropped first. */
  maxCacheBytes?: number;
}

/** Which encoding to send for an `Accept-Encoding` value, brotli first; `q=0` refuses one. */
export function chooseEncoding(
  accept: string | undefined,
  entry: Pick<ManifestEntry, 'br' | 'gzip'>,
): Encoding | null {
  if (!accept) return null;
  const accepted = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (entry.br !== undefined && ok('br')) return 'br';
  if (entry.gzip !== undefined && ok('gzip')) return 'gzip';
  return null;
}

/**
 * Returns a handler that answers from the precompressed files when it can (true) and otherwise
 * leaves the request to `next`, learning the URL's headers from its answer (false). Without a
 * manifest (no build step run), every request goes to `next`.
 */
export function createPrecompressedHandler({
  directory,
  maxCacheBytes = 64 * 1024 * 1024,
}: PrecompressedOptions) {
  const manifestFile = path.join(directory, 'manifest.json');
  const manifest: Record<string, ManifestEntry> = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {};
  const learned = new Map<string, Record<string, string | string[]>>();
  const files = createFileCache(maxCacheBytes);
  const read = (url: string, encoding: Encoding) => {
    const base = url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1);
    return files.read(path.join(directory, `${base}.${encoding === 'br' ? 'br' : 'gz'}`));
  };

  /** Keeps the headers of Next's answer to `url` once it is known to be cacheable. */
  const learnFrom = (url: string, response: ServerResponse) => {
    // Headers given to writeHead directly never reach getHeaders(): note them on the way.
    const given: Record<string, string | string[]> = {};
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
      if (headers && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) given[name.toLowerCase()] = value as string | string[];
        }
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    response.once('finish', () => {
      if (response.statusCode !== 200) return;
      const headers = { ...response.getHeaders(), ...given };
      const cacheControl = String(headers['cache-control'] ?? '');
      if (headers['set-cookie'] || /no-store|private/.test(cacheControl)) return;
      const kept: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || BODY_HEADERS.has(name)) continue;
        kept[name] = typeof value === 'number' ? String(value) : value;
      }
      const vary = String(kept.vary ?? '');
      if (!/accept-encoding/i.test(vary))
        kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
      learned.set(url, kept);
    });
  };

  return function servePrecompressed(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url || url.includes('?')) return false;
    const entry = manifest[url];
    if (!entry) return false;
    if (VARYING_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const encoding = chooseEncoding(request.headers['accept-encoding'], entry);
    if (!encoding) return false;
    const headers = learned.get(url);
    if (!headers) {
      learnFrom(url, response);
      return false;
    }
    const etag = headers.etag;
    if (etag && request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    const body = read(url, encoding);
    if (!body) return false; // A file removed since the build: Next still has the original.
    response.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': String(body.length),
    });
    response.end(method === 'HEAD' ? undefined : body);
    return true;
  };
}
