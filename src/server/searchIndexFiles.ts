import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isContentNamedSearchFile } from '@/search/indexFiles';
import { createFileCache } from './fileCache';

/**
 * Serves the search index's content-named files (public/_pagefind/: index chunks, result data,
 * filters, each language's metadata) before Next's pipeline. Their names are hashes of what they
 * hold, so they are cached for good (`immutable`), and a search's first look at one costs no trip
 * through Next: a query fetches one chunk, then its five results' data at once, which Next's static
 * handler answered one after the other, 2–5 ms each (the bench's p95 over 200 queries: 25–34 ms
 * through Next, 20–22 ms from here).
 * They are gzip already (Pagefind writes them so), sent as they are, with no Content-Encoding:
 * Pagefind's script inflates them itself.
 */

/** What the server sends for them: a year, never revalidated (a new build names new files). */
export const SEARCH_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface SearchIndexFilesOptions {
  /** public/_pagefind. */
  directory: string;
  /** The site's headers for every response (security headers). */
  headers: Record<string, string>;
  /** Bytes kept in memory, least recently used dropped first. */
  maxCacheBytes?: number;
}

/**
 * Returns a handler that answers a GET or HEAD for a content-named search file that exists
 * (true); anything else, a missing file included, is left to Next (false).
 */
export function createSearchIndexHandler({
  directory,
  headers,
  maxCacheBytes = 32 * 1024 * 1024,
}: SearchIndexFilesOptions) {
  const files = createFileCache(maxCacheBytes);

  return function serveSearchIndexFile(request: IncomingMessage, response: ServerResponse) {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url || !isContentNamedSearchFile(url))
      return false;
    const body = files.read(path.join(directory, url.slice('/_pagefind/'.length)));
    if (!body) return false;
    response.writeHead(200, {
      ...headers,
      'content-type': 'application/octet-stream',
      'content-length': String(body.length),
      'cache-control': SEARCH_FILE_CACHE_CONTROL,
    });
    response.end(method === 'HEAD' ? undefined : body);
    return true;
  };
}
