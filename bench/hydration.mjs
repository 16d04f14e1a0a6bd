// The main-thread work a page costs before the reader can use it, measured directly rather than
// through Lighthouse's simulation: the CPU slowed 4× (Lighthouse's mobile factor), a fresh browser
// context per run, and the long tasks until the page has hydrated and gone quiet.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib.mjs';
import { medianBy } from './stats.mjs';

/** Pages whose chrome is the same and whose content differs: prose, demos, API reference. */
export const HYDRATION_PAGES = [
  '/x/introduction/',
  '/x/react-data-grid/sorting/',
  '/x/api/data-grid/data-grid/',
];

const CPU_SLOWDOWN = 4;

/**
 * Per page, the median of `runs` loads: when the page had hydrated (the `data-hydrated` mark the
 * outermost client component sets), the blocking time of its long tasks (each task's time past
 * 50 ms, as TBT counts it) and the longest task, all from the start of the navigation.
 */
export async function measureHydration(baseUrl, runs = 5, pages = HYDRATION_PAGES) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const pagePath of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await loadOnce(browser, `${baseUrl}${pagePath}`));
      const median = (key) => medianBy(samples.map((sample) => sample[key]));
      rows.push({
        path: pagePath,
        hydratedMs: median('hydratedMs'),
        blockingMs: median('blockingMs'),
        longestTaskMs: median('longestTaskMs'),
        scriptMs: median('scriptMs'),
        blockingByRun: samples.map((sample) => sample.blockingMs),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({
        type: 'longtask',
        buffered: true,
      });
      Object.defineProperty(window, '__longTasks', { value: tasks });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    const hydrated = await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') && performance.now(),
      undefined,
      { polling: 100, timeout: 60_000 },
    );
    const hydratedMs = Math.round(await hydrated.jsonValue());
    // Quiet: no request in flight for half a second, so the idle-time work is counted too.
    await page.waitForLoadState('networkidle');
    const tasks = await page.evaluate(() =>
      window.__longTasks.map((task) => Math.round(task.duration)),
    );
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    return {
      hydratedMs,
      blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks),
      scriptMs: Math.round(scriptSeconds * 1000),
    };
  } finally {
    await context.close();
  }
}

// `node bench/hydration.mjs http://127.0.0.1:3000 [runs] [paths…]`: the measure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:3000', runs = '5', ...pages] = process.argv.slice(2);
  console.table(
    await measureHydration(baseUrl, Number(runs), pages.length ? pages : HYDRATION_PAGES),
  );
}
