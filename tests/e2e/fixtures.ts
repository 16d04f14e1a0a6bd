import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/decisions';
import { PHASE } from './annotations';

export * from '@playwright/test';

type Consent = 'denied' | 'granted';

/**
 * Makes every page of `context` on `origin` start with `consent` stored as the reader's analytics
 * answer, unless an answer is stored already (so a test that stores another one keeps it, as with
 * a seeded store). An init script, not `storageState`: seeding localStorage through
 * `storageState` opens and closes an extra page in every new context, 0.4–0.5 s per test on
 * 2 cores, a tenth of the guide walk.
 */
export async function rememberConsent(context: BrowserContext, origin: string, consent: Consent) {
  await context.addInitScript(
    ({ key, value, where }) => {
      if (location.origin === where && localStorage.getItem(key) === null) {
        localStorage.setItem(key, value);
      }
    },
    { key: CONSENT_STORAGE_KEY, value: consent, where: origin },
  );
}

/** The value of `promise`, or `fallback` when it takes longer than `ms` (the call itself goes on). */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A new context as most tests' readers have it: the site's origin, analytics declined. */
async function readerContext(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  if (baseURL) await rememberConsent(context, new URL(baseURL).origin, 'denied');
  return context;
}

/** The tab a worker's walk of the guide pages goes on with, and the context it lives in. */
interface WalkTab {
  get(): Promise<Page>;
  /** Closes the tab and its context: the next test starts on a fresh one. */
  discard(): Promise<void>;
}

/**
 * Playwright's `test` with these additions:
 * - `analyticsConsent`, the answer the reader has already given (`'denied'` by default, so the
 *   banner does not cover what tests click; `null` for a browser that has never chosen, as
 *   tests/e2e/analytics.spec.ts needs);
 * - `walkPage`, one tab per worker that goes from page to page, as a reader does: its renderer,
 *   HTTP cache and compiled scripts stay warm from one guide page to the next, where a new
 *   context per test starts each page cold. It is a 1300 × 800 window whose reader has declined
 *   analytics. Its console listeners and cookies are cleared after each test, and a test that
 *   fails leaves the next one a new tab, so no failure spreads.
 * - `freshTab(stopped)`, for a walk whose tab stopped (tests/e2e/demoWalk.ts): closes that tab,
 *   so its renderer stops taking a core, and opens one in a new context like the test's own;
 *   the contexts it opened close with the test.
 * - `phase(name, work)`, which runs `work` and records its duration under `name`, so the run's
 *   summary says where the walk's time goes (tests/e2e/timingReporter.ts).
 */
export const test = base.extend<
  {
    analyticsConsent: Consent | null;
    walkPage: Page;
    freshTab: (stopped: Page) => Promise<Page>;
    phase: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  },
  { walkTab: WalkTab }
>({
  analyticsConsent: ['denied', { option: true }],
  context: async ({ context, analyticsConsent, baseURL }, provide) => {
    if (analyticsConsent && baseURL) {
      await rememberConsent(context, new URL(baseURL).origin, analyticsConsent);
    }
    await provide(context);
  },
  walkTab: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      let tab: { context: BrowserContext; page: Page } | undefined;
      await provide({
        async get() {
          if (!tab || tab.page.isClosed()) {
            const context = await readerContext(browser, baseURL, {
              viewport: { width: 1300, height: 800 },
            });
            tab = { context, page: await context.newPage() };
          }
          return tab.page;
        },
        async discard() {
          await tab?.context.close();
          tab = undefined;
        },
      });
      await tab?.context.close();
    },
    { scope: 'worker' },
  ],
  freshTab: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (stopped) => {
      // Bounded: closing a tab whose renderer stopped must not hold the test.
      await within(stopped.close(), 5_000, undefined);
      const context = await readerContext(browser, baseURL);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  walkPage: async ({ walkTab }, provide, testInfo) => {
    await provide(await walkTab.get());
    // The tab the test ended on: a walk whose tab stopped moves to a fresh one (TabStopped).
    const page = await walkTab.get();
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    if (testInfo.status !== testInfo.expectedStatus) await walkTab.discard();
    // A preference a page stored as a cookie (direction, code variant) stays with that test.
    else await page.context().clearCookies();
  },
  phase: async ({}, provide, testInfo) => {
    await provide(async (name, work) => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        const ms = Math.round(performance.now() - started);
        testInfo.annotations.push({ type: PHASE, description: `${name} ${ms}` });
      }
    });
  },
});
