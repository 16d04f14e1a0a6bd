// `npm run bench`: prints the build time, the JavaScript each page type ships (gzip kB) and
// Lighthouse mobile performance (median of N runs). Numbers are printed, never asserted.
//   --no-build   measure the existing build instead of timing a clean one
//   --runs=N     Lighthouse runs per page (default 3)
//   --only=LIST  measure only some parts: dev, feedback, postgres, memory, serving, js, soft, search,
//                reader, hydration, lighthouse (comma-separated)
//   --pages=LIST Lighthouse only these of its pages (comma-separated paths)
import fs from 'node:fs';
import path from 'node:path';
import { build, ensureChromium, hasBuild, root, run } from '../scripts/lib.mjs';
import { measureDevServer } from './dev.mjs';
import { measureFeedbackEndpoint, measurePostgres, sqliteServer } from './feedback.mjs';
import { measureHydration } from './hydration.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureDemoJavaScript, measureJavaScript, measureSoftNavigation } from './pages.mjs';
import { measureServing } from './serving.mjs';
import { print, printSummary } from './report.mjs';
import { measureFirstScreenDemos, measureHtmlWeight } from './reader.mjs';
import { measureSearch } from './search.mjs';

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
    if (wanted('hydration')) results.hydration = await measureHydration(server.url);
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
