// What a reader waits for, beside Lighthouse's score: the first-screen demo's component after the
// load event (no input) and the live demo after a first input, the HTML weight of the heaviest pages, and the limit of a prose page: the
// same prerendered HTML with every script removed, served beside the real page in the same run.
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, freePort } from '../scripts/lib.mjs';
import { medianBy } from './stats.mjs';

/** Pages whose first demo is in the first screen of a laptop (the e2e test uses the same ones). */
export const FIRST_SCREEN_PAGES = [
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/bars/',
  '/x/react-tree-view/rich-tree-view/items/',
];

/** Pages whose raw HTML the report lists (the limit: DataGrid API ≤ 250 kB). */
export const HTML_WEIGHT_PAGES = [
  '/x/introduction/',
  '/x/react-data-grid/sorting/',
  '/x/api/tree-view/rich-tree-view/',
  '/x/api/data-grid/data-grid/',
  '/x/api/data-grid/data-grid-premium/',
];

/**
 * For each page, over `runs` fresh loads with no input from the "reader": whether the first demo's
 * component shows at the load event (the build's picture of it, in view), else how long after it
 * the live demo shows; then, after one pointer move, how long until the live demo replaces the
 * picture (a pictured demo waits for the reader: src/demos/demoStart.ts).
 */
export async function measureFirstScreenDemos(baseUrl, runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  /** The page's clock when its first demo is live. */
  const whenLive = async (page) => {
    const shown = await page.waitForFunction(
      () => document.querySelector('section.demo .demo-preview[data-loaded]') && performance.now(),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    return shown.jsonValue();
  };
  const rows = [];
  try {
    for (const pagePath of FIRST_SCREEN_PAGES) {
      const shownMs = [];
      const liveAfterInputMs = [];
      let pictured = true;
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1300, height: 1100 } });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
        const atLoad = await page.evaluate(() => {
          const picture = document.querySelector('section.demo .demo-preview > .demo-snapshot');
          const rect = picture?.getBoundingClientRect();
          return {
            loadEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
            pictured: Boolean(rect && rect.height > 0 && rect.top < innerHeight),
          };
        });
        pictured &&= atLoad.pictured;
        if (atLoad.pictured) {
          shownMs.push(0);
          const moved = await page.evaluate(() => performance.now());
          await page.mouse.move(40, 40);
          liveAfterInputMs.push(Math.round((await whenLive(page)) - moved));
        } else {
          shownMs.push(Math.round((await whenLive(page)) - atLoad.loadEnd));
        }
        await context.close();
      }
      rows.push({
        path: pagePath,
        pictured,
        shownMs: medianBy(shownMs),
        liveAfterInputMs: liveAfterInputMs.length ? medianBy(liveAfterInputMs) : null,
        samplesMs: liveAfterInputMs.length ? liveAfterInputMs : shownMs,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Raw and brotli bytes of each page's HTML, as the production server sends it. */
export async function measureHtmlWeight(baseUrl) {
  const rows = [];
  for (const pagePath of HTML_WEIGHT_PAGES) {
    const raw = Buffer.from(await (await fetch(`${baseUrl}${pagePath}`)).arrayBuffer());
    const compressed = await new Promise((resolve, reject) => {
      http.get(`${baseUrl}${pagePath}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let size = 0;
        response.on('data', (chunk) => (size += chunk.length));
        response.on('end', () => resolve(size));
        response.on('error', reject);
      });
    });
    rows.push({ path: pagePath, rawKb: kb(raw.length), brotliKb: kb(compressed) });
  }
  return rows;
}

/** The page without its scripts: inline and external, and the preloads of script files. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/g, '');
}

/**
 * A proxy in front of the production server that serves every HTML page without its scripts and
 * everything else (styles, fonts, images) as it is: Lighthouse on it measures what the page's
 * markup and styles alone cost. Compressed as the server compresses (brotli when asked): sent
 * raw, the page without scripts weighed seven times the real one on the wire, and its LCP
 * (1,664 ms) was slower than the real page's (1,358 ms).
 */
export async function startScriptlessProxy(baseUrl) {
  const port = await freePort();
  const server = http.createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${baseUrl}${request.url}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const type = upstream.headers.get('content-type') ?? '';
      const headers = { 'content-type': type, 'cache-control': 'no-store' };
      const location = upstream.headers.get('location');
      if (location) headers.location = location;
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.startsWith('text/html')) {
        body = Buffer.from(withoutScripts(body.toString('utf8')));
        if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
          body = zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          });
          headers['content-encoding'] = 'br';
        }
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}
