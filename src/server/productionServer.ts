/**
 * The production server (`npm start`): Next's request handler behind a plain Node HTTP server
 * that answers feedback submissions itself (see feedbackFastPath.ts). Bundled after `next build`
 * by scripts/bundle.mjs into `.next/production-server.mjs`; packages stay external.
 * Environment: PORT (default 3000), plus everything the site reads (see the README).
 */
import http from 'node:http';
import path from 'node:path';
import { Duplex } from 'node:stream';
// The compression middleware `next start` uses; a custom server has to apply it itself.
import compression from 'next/dist/compiled/compression/index.js';
import { apiPagePaths } from '@/api-reference/pages';
import { apiSectionPaths } from '@/api-reference/sections';
import { securityOptions } from '@/config';
import { listContentPaths } from '@/content/files';
import { identifyClient, trustProxyFromEnv } from './clientAddress';
import { getDatabase } from './db/database';
import { feedbackContext } from './feedbackContext';
import { createFeedbackHandler, isFeedbackSubmission } from './feedbackFastPath';
import { createPrecompressedHandler } from './precompressed';
import { createSearchIndexHandler } from './searchIndexFiles';
import { securityHeaders } from './securityHeaders';

async function main() {
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const port = Number(process.env.PORT || 3000);
  const trustedHops = trustProxyFromEnv(process.env.TRUST_PROXY);
  const { default: next } = await import('next');

  const options = securityOptions();
  // The headers next.config.ts gives every response outside the playground.
  const siteHeaders = Object.fromEntries(
    securityHeaders(options)[0].headers.map(({ key, value }) => [key, value]),
  );
  const submitFeedback = createFeedbackHandler({
    context: () =>
      feedbackContext(() => [...listContentPaths(), ...apiPagePaths(), ...apiSectionPaths()]),
    headers: siteHeaders,
  });

  // Open the store (and migrate it) before Next starts, so the two never migrate at once; the
  // instrumentation hook then finds the same shared handle.
  await getDatabase().catch((error) => {
    console.error('Feedback store unavailable at start-up:', error);
  });

  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();

  const compress = compression();
  // The build's brotli and gzip files (scripts/precompress.mjs), sent as they are.
  const servePrecompressed = createPrecompressedHandler({
    directory: path.join(process.cwd(), '.next', 'precompressed'),
  });
  // The search index's content-named files, cached for good and sent without a trip through Next.
  const serveSearchIndexFile = createSearchIndexHandler({
    directory: path.join(process.cwd(), 'public', '_pagefind'),
    headers: siteHeaders,
  });
  const server = http.createServer((request, response) => {
    if (serveSearchIndexFile(request, response) || servePrecompressed(request, response)) return;
    // Rate limits count this address; a client's own header of that name is overwritten.
    identifyClient(request, trustedHops);
    // Anything not precompressed: gzip/brotli by Accept-Encoding for compressible types.
    compress(request, response, () => {});
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
    const answer = isFeedbackSubmission(request.method, request.url)
      ? submitFeedback(request, response)
      : handle(request, response);
    answer.catch((error) => {
      console.error('Request failed:', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.listen(port, () => console.log(`Ready on http://localhost:${port}`));

  const stop = () => {
    server.close();
    void getDatabase()
      .then((database) => database.db.destroy())
      .catch(() => {})
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * A reader who leaves mid-response never ends the middleware's zlib stream; destroying it lets
 * it be collected (what `next start` does too).
 */
function releaseCompressionStream(response: http.ServerResponse) {
  const noop = () => {};
  const stream: unknown = response.on('drain', noop);
  response.off('drain', noop);
  if (stream !== response && stream instanceof Duplex) stream.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
