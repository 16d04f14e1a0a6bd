// Lighthouse mobile performance as a reader's phone sees it: a fresh browser per run, the median
// of `runs`, each run's score beside the host's benchmarkIndex.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib.mjs';
import { startBareNext } from './bareNext.mjs';
import { startScriptlessProxy } from './reader.mjs';
import { medianBy } from './stats.mjs';

/** The prose page Lighthouse also measures without its scripts, in the same run. */
const SCRIPTLESS_PAGE = '/x/introduction/';

/**
 * Lighthouse mobile performance, median of `runs`, with its main metrics; and the prose page
 * again with every script removed from its HTML (the limit its scripts keep it from), and its
 * content as the one page of a bare Next.js app (the limit of the framework).
 */
export async function measureLighthouse(baseUrl, pages, runs) {
  const rows = [];
  for (const pagePath of pages)
    rows.push(await lighthouseRow(`${baseUrl}${pagePath}`, pagePath, runs));
  if (pages.includes(SCRIPTLESS_PAGE)) {
    const proxy = await startScriptlessProxy(baseUrl);
    try {
      rows.push(
        await lighthouseRow(
          `${proxy.url}${SCRIPTLESS_PAGE}`,
          `${SCRIPTLESS_PAGE} (no scripts)`,
          runs,
        ),
      );
    } finally {
      proxy.stop();
    }
    const bare = await startBareNext(baseUrl, SCRIPTLESS_PAGE);
    try {
      rows.push(
        await lighthouseRow(`${bare.url}/`, `${SCRIPTLESS_PAGE} (bare Next.js page)`, runs),
      );
    } finally {
      bare.stop();
    }
  }
  return rows;
}

async function lighthouseRow(url, label, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh browser per run: no cache, no warmed-up process carried from the run before.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      samples.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        lcpElement:
          lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
            ?.selector ?? 'unknown',
        // How fast Lighthouse found this host (the reference host is about 1,900).
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    } finally {
      await chrome.kill();
    }
  }
  const byRun = samples.map((sample) => `${sample.score}@${sample.benchmarkIndex}`);
  samples.sort((a, b) => a.score - b.score);
  return {
    path: label,
    scores: samples.map((sample) => sample.score),
    byRun,
    median: medianBy(samples, (sample) => sample.score),
  };
}
