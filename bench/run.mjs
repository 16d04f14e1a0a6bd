// `npm run bench`: prints the build time, the JavaScript each page type ships (gzip kB) and
// Lighthouse mobile performance (median of N runs). Numbers are printed, never asserted.
//   --no-build   measure the existing build instead of timing a clean one
//   --runs=N     Lighthouse runs per page (default 3)
//   --only=LIST  measure only some parts: dev, feedback, postgres, memory, serving, js, soft, search,
//                reader, lighthouse (comma-separated)
//   --pages=LIST Lighthouse only these of its pages (comma-separated paths)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  build,
  CHROMIUM,
  CHROMIUM_ARGS,
  ensureChromium,
  hasBuild,
  root,
  run,
} from '../scripts/lib.mjs';
import { measureDevServer } from './dev.mjs';
import { measureFeedbackEndpoint, measurePostgres, sqliteServer } from './feedback.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureServing } from './serving.mjs';
import { print, printSummary } from './report.mjs';
import { measureFirstScreenDemos, measureHtmlWeight } from './reader.mjs';
import { measureSearch } from './search.mjs';

const PAGE_TYPES = [
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
const LIGHTHOUSE_PAGES = [
  '/x/introduction/',
  '/x/',
  '/x/react-data-grid/',
  '/x/react-data-grid/column-definition/',
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/bars/',
  '/x/react-charts/axis/',
  '/x/react-data-grid/components/toolbar/',
  '/x/react-data-grid/demos/real-time-data/',
  '/x/api/data-grid/data-grid/',
];
/** The page types of the summary table. */
const SUMMARY_PAGES = [
  ['Introduction (prose)', '/x/introduction/'],
  ['Data Grid demo page', '/x/react-data-grid/column-definition/'],
  ['Data Grid sorting page', '/x/react-data-grid/sorting/'],
  ['Date Picker page', '/x/react-date-pickers/date-picker/'],
  ['Charts bars page', '/x/react-charts/bars/'],
  ['Charts axis page', '/x/react-charts/axis/'],
  ['Data Grid component page (Toolbar)', '/x/react-data-grid/components/toolbar/'],
  ['Data Grid showcase (real-time data)', '/x/react-data-grid/demos/real-time-data/'],
  ['API page (DataGrid)', '/x/api/data-grid/data-grid/'],
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
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part) => !only || only.includes(part);
const lighthousePages =
  process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',') ?? LIGHTHOUSE_PAGES;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);

ensureChromium();
const results = { date: new Date().toISOString() };

// The writers' loop: `next dev` from a clean dev cache (it needs no build).
if (wanted('dev')) results.dev = await measureDevServer();
// The production measures, unless only the dev server was asked for.
if (!only || only.some((part) => part !== 'dev')) await measureProduction();

print(runs, results);
printSummary(SUMMARY_PAGES, results);
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'latest.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);

/** Build (unless --no-build), then the production measures, on a fresh SQLite feedback store. */
async function measureProduction() {
  {
    // API reference generation on its own (it is also the first step of the build).
    const started = performance.now();
    run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate-api.ts', '--force']);
    results.apiGenerationSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  }

  if (!process.argv.includes('--no-build') || !hasBuild()) {
    fs.rmSync(path.join(root, '.next'), { recursive: true, force: true });
    const started = performance.now();
    build();
    results.buildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    results.builtPages = countBuiltPages();
  }

  const server = await sqliteServer();
  try {
    if (wanted('feedback')) results.feedback = await measureFeedbackEndpoint(server.url);
    if (wanted('serving')) results.serving = await measureServing(server.url);
    if (wanted('js')) {
      results.javascript = await measureJavaScript(server.url);
      results.demoJavaScript = await measureDemoJavaScript(server.url);
    }
    if (wanted('soft')) results.softNavigation = await measureSoftNavigation(server.url);
    if (wanted('reader')) {
      results.firstScreenDemos = await measureFirstScreenDemos(server.url, runs);
      results.htmlWeight = await measureHtmlWeight(server.url);
    }
    if (wanted('search')) results.search = await measureSearch(server.url);
    if (wanted('lighthouse'))
      results.lighthouse = await measureLighthouse(server.url, lighthousePages, runs);
  } finally {
    server.stop();
  }
  if (wanted('postgres') || wanted('memory')) {
    results.postgres = await measurePostgres({
      throughput: wanted('postgres'),
      memory: wanted('memory'),
    });
  }
}

/** Sum of the script bodies a page loads before any interaction, each gzipped. */
async function measureJavaScript(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const { type, path: pagePath } of PAGE_TYPES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const buffers = await Promise.all(bodies);
      const gzip = buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0);
      const raw = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
      rows.push({
        type,
        path: pagePath,
        scripts: buffers.length,
        gzipKb: kb(gzip),
        rawKb: kb(raw),
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
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
async function measureDemoJavaScript(baseUrl) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const pagePath of DEMO_PAGES) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const atLoad = (await Promise.all(bodies)).reduce(
        (sum, buffer) => sum + gzipSync(buffer).length,
        0,
      );
      const demos = page.locator('section.demo');
      const count = await demos.count();
      for (let index = 0; index < count; index += 1) {
        await demos.nth(index).scrollIntoViewIfNeeded();
        await demos.nth(index).locator('.demo-preview[data-loaded]').waitFor();
      }
      await page.waitForLoadState('networkidle');
      const all = (await Promise.all(bodies)).reduce(
        (sum, buffer) => sum + gzipSync(buffer).length,
        0,
      );
      rows.push({ path: pagePath, demos: count, atLoadKb: kb(atLoad), allDemosKb: kb(all) });
      await page.close();
    }
    return rows;
  });
}

/** Time from a click in the side nav to the new page's title, for soft navigations between grid pages. */
async function measureSoftNavigation(baseUrl) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const samples = [];
    for (const [from, linkText] of SOFT_NAVIGATIONS) {
      await page.goto(`${baseUrl}${from}`, { waitUntil: 'networkidle' });
      const link = page
        .locator('#docs-side-nav')
        .getByRole('link', { name: linkText, exact: true });
      await link.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300); // let the viewport prefetch settle, as a reader's pause would
      const started = await page.evaluate(() => performance.now());
      await link.click();
      await page.waitForFunction(
        (title) => document.querySelector('h1')?.textContent?.startsWith(title),
        linkText,
      );
      samples.push(Math.round((await page.evaluate(() => performance.now())) - started));
    }
    await page.close();
    const sorted = [...samples].sort((a, b) => a - b);
    return { samplesMs: samples, medianMs: sorted[Math.floor(sorted.length / 2)] };
  });
}

/** Prerendered HTML pages in the build (both languages). */
function countBuiltPages() {
  let count = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('.html')) count += 1;
    }
  };
  walk(path.join(root, '.next', 'server', 'app'));
  return count;
}

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}
