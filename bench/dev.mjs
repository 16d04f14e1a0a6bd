// The writers' loop, as `npm run bench -- --only=dev` prints it: how long `next dev` takes to be
// ready, to show a Data Grid page with all its demos the first time (nothing compiled yet), to show
// a second page, and to show an MDX edit in the open page. Numbers are printed, never asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  childEnv,
  CHROMIUM,
  CHROMIUM_ARGS,
  freePort,
  nextBin,
  root,
  run,
  stopGroup,
} from '../scripts/lib.mjs';

const FIRST_PAGE = '/x/react-data-grid/sorting/';
const SECOND_PAGE = '/x/react-data-grid/filtering/';
const EDITED_FILE = path.join(root, 'content', 'x', 'react-data-grid', 'sorting.mdx');
/** Bounds for a server or page that never answers, not waits: each ends at its signal. */
const LIMIT_MS = 600_000;

const seconds = (ms) => Number((ms / 1000).toFixed(1));

/** Starts `next dev` as `npm run dev` does, on a clean dev cache; resolves when it is ready. */
async function startDev(port) {
  fs.rmSync(path.join(root, '.next', 'dev'), { recursive: true, force: true });
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  run(tsx, ['scripts/generate-demos.ts', '--dev']);
  run(tsx, ['scripts/generate-api.ts']);
  const child = spawn(process.execPath, [nextBin, 'dev', '-p', String(port)], {
    cwd: root,
    env: { ...childEnv(), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next dev not ready:\n${log}`)), LIMIT_MS);
    const onData = (chunk) => {
      log += chunk;
      if (/Ready in/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`next dev exited (${code}):\n${log}`)));
  });
  return { url: `http://localhost:${port}`, stop: () => stopGroup(child) };
}

/**
 * Opens a page and waits until every demo on it has rendered (scrolled to, as a reader would).
 * Counts the times the page loaded itself again meanwhile: a writer loses scroll and state each time.
 */
async function showWithDemos(page, url) {
  let loads = 0;
  const countLoad = (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  };
  page.on('request', countLoad);
  const started = performance.now();
  await page.goto(url, { timeout: LIMIT_MS, waitUntil: 'domcontentloaded' });
  const htmlMs = performance.now() - started;
  // Scrolls the first demo without an outcome into view until every demo has one. Re-queried on
  // each poll: the dev server may reload the page while it compiles the demos' chunks.
  await page.waitForFunction(
    () => {
      const sections = [...document.querySelectorAll('section.demo')];
      const pending = sections.filter(
        (section) => !section.querySelector('.demo-preview:is([data-loaded], [data-failed])'),
      );
      pending[0]?.scrollIntoView({ block: 'center' });
      return sections.length > 0 && pending.length === 0;
    },
    null,
    { timeout: LIMIT_MS, polling: 250 },
  );
  const count = await page.locator('section.demo').count();
  const failed = await page.locator('.demo-preview[data-failed]').count();
  page.off('request', countLoad);
  const allDemosMs = performance.now() - started;
  return { htmlMs, allDemosMs, demos: count, failed, reloads: loads - 1 };
}

/** Appends a paragraph to the open page's MDX and times until the browser shows it. */
async function editRoundTrip(page) {
  const original = fs.readFileSync(EDITED_FILE, 'utf8');
  const marker = `Bench edit ${Date.now()}`;
  try {
    const started = performance.now();
    fs.writeFileSync(EDITED_FILE, `${original}\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: LIMIT_MS });
    return performance.now() - started;
  } finally {
    fs.writeFileSync(EDITED_FILE, original);
  }
}

export async function measureDevServer() {
  const started = performance.now();
  const server = await startDev(await freePort());
  const readyMs = performance.now() - started;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const first = await showWithDemos(page, `${server.url}${FIRST_PAGE}`);
    const second = await showWithDemos(page, `${server.url}${SECOND_PAGE}`);
    await page.goto(`${server.url}${FIRST_PAGE}`);
    // The page hears of edits once its event stream is open (the stream's route compiles first).
    await page.waitForSelector('html[data-content-refresh="connected"]', { timeout: LIMIT_MS });
    const editMs = await editRoundTrip(page);
    return {
      readySeconds: seconds(readyMs),
      firstPage: {
        path: FIRST_PAGE,
        ...first,
        htmlSeconds: seconds(first.htmlMs),
        allDemosSeconds: seconds(first.allDemosMs),
      },
      secondPage: {
        path: SECOND_PAGE,
        ...second,
        htmlSeconds: seconds(second.htmlMs),
        allDemosSeconds: seconds(second.allDemosMs),
      },
      mdxEditSeconds: seconds(editMs),
    };
  } finally {
    await browser.close();
    server.stop();
    // Back to the production registries a build or the type check expects.
    run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate-demos.ts']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureDevServer(), null, 2));
}
