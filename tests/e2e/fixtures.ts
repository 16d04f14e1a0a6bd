import { test as base, type BrowserContext } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/decisions';

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

/**
 * Playwright's `test` with one option: the analytics consent the reader has already given
 * (`'denied'` by default, so the banner does not cover what tests click; `null` for a browser
 * that has never chosen, as tests/e2e/analytics.spec.ts needs).
 */
export const test = base.extend<{ analyticsConsent: Consent | null }>({
  analyticsConsent: ['denied', { option: true }],
  context: async ({ context, analyticsConsent, baseURL }, provide) => {
    if (analyticsConsent && baseURL) {
      await rememberConsent(context, new URL(baseURL).origin, analyticsConsent);
    }
    await provide(context);
  },
});
