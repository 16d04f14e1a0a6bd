// What each page type costs a reader in the browser: script bytes before any interaction, script
// bytes once every demo has loaded, and the time of a soft navigation through the side nav.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib.mjs';
import { medianBy } from './stats.mjs';

export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'MUI X landing (live previews)', path: '/x/' },
  { type: 'prose (Introduction)', path: '/x/introduction/' },
  { type: 'prose with code (Installation)', path: '/x/introduction/installation/' },
  { type: 'Chinese prose', path: '/zh/x/introduction/' },
  { type: 'API reference (RichTreeView)', path: '/x/api/tree-view/rich-tree-view/' },
  { type: 'API reference (DataGrid, largest)', path: '/x/api/data-grid/data-grid/' },
  { type: 'Data Grid demo page', path: '/x/react-data-grid/column-definition/' },
  { type: '404', path: '/x/no-such-page/' },
];

/** Pages with demos: JavaScript at load and after every demo has loaded. */
const DEMO_PAGES = [
  '/x/react-data-grid/',
  '/x/react-data-grid/column-definition/',
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/bars/',
];

/** Soft navigations between Data Grid pages through the side nav: [from, link text, to]. */
const SOFT_NAVIGATIONS = [
  ['/x/react-data-grid/column-definition/', 'Column dimensions'],
  ['/x/react-data-grid/column-dimensions/', 'Column visibility'],
  ['/x/react-data-grid/column-visibility/', 'Custom columns'],
  ['/x/react-data-grid/custom-columns/', 'Column header'],
  ['/x/react-data-grid/column-header/', 'Column definition'],
];

/** Sum of the script bodies a page loads before any interaction, each gzipped. */
export async function measureJavaScript(baseUrl) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const { type, path: pagePath } of PAGE_TYPES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const scripts = collectScripts(page);
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const { count, gzip, raw } = await scripts.sizes();
      rows.push({ type, path: pagePath, scripts: count, gzipKb: kb(gzip), rawKb: kb(raw) });
      await page.close();
    }
    return rows;
  });
}

/** The scripts a page receives from now on; `sizes()` sums those received so far. */
function collectScripts(page) {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  return {
    async sizes() {
      const buffers = await Promise.all(bodies);
      return {
        count: buffers.length,
        gzip: buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0),
        raw: buffers.reduce((sum, buffer) => sum + buffer.length, 0),
      };
    },
  };
}

async function withBrowser(work) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Script bytes (gzip) on a demo page at load, and after scrolling every demo into view. */
export async function measureDemoJavaScript(baseUrl) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const pagePath of DEMO_PAGES) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const scripts = collectScripts(page);
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const atLoad = (await scripts.sizes()).gzip;
      // A pictured first demo waits for a sign of the reader (src/demos/demoStart.ts).
      await page.mouse.move(10, 10);
      const demos = page.locator('section.demo');
      const count = await demos.count();
      for (let index = 0; index < count; index += 1) {
        await demos.nth(index).scrollIntoViewIfNeeded();
        await demos.nth(index).locator('.demo-preview[data-loaded]').waitFor();
      }
      await page.waitForLoadState('networkidle');
      const all = (await scripts.sizes()).gzip;
      rows.push({ path: pagePath, demos: count, atLoadKb: kb(atLoad), allDemosKb: kb(all) });
      await page.close();
    }
    return rows;
  });
}

/** How long the pointer rests on a link before the click: about the quickest deliberate click. */
const POINTER_DWELL_MS = 100;

/**
 * Time from a click in the side nav to the new page's title in the document, for soft navigations
 * between grid pages, timed in the page (the click event's time stamp to the mutation that shows
 * the title), so the test driver's own waits before it clicks are not counted. Twice: with the
 * pointer on the link `POINTER_DWELL_MS` before the click, as a reader's hand moves (the link
 * fetches its page on that intent), and with the click the moment the pointer arrives.
 */
export async function measureSoftNavigation(baseUrl) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const samples = { dwell: [], cold: [] };
    for (const [kind, dwellMs] of [
      ['dwell', POINTER_DWELL_MS],
      ['cold', 0],
    ]) {
      for (const [from, linkText] of SOFT_NAVIGATIONS) {
        await page.goto(`${baseUrl}${from}`, { waitUntil: 'networkidle' });
        const link = page
          .locator('#docs-side-nav')
          .getByRole('link', { name: linkText, exact: true });
        await link.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300); // the page settles, as a reader reads before moving on
        await page.evaluate(watchTitle, linkText);
        await link.hover();
        if (dwellMs) await page.waitForTimeout(dwellMs);
        await link.click();
        samples[kind].push(Math.round(await page.evaluate(() => window.__softNavigationMs)));
      }
    }
    await page.close();
    return {
      samplesMs: samples.dwell,
      medianMs: medianBy(samples.dwell),
      coldSamplesMs: samples.cold,
      coldMedianMs: medianBy(samples.cold),
      dwellMs: POINTER_DWELL_MS,
    };
  });
}

/** In the page: resolves `window.__softNavigationMs` once the title starts with `title`. */
function watchTitle(title) {
  window.__softNavigationMs = new Promise((resolve) => {
    let clickedAt;
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined) return;
      if (!document.querySelector('h1')?.textContent?.startsWith(title)) return;
      observer.disconnect();
      resolve(performance.now() - clickedAt);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}
