import os from 'node:os';
import { defineConfig } from '@playwright/test';
// Debian's Chromium; `npx playwright install` cannot download browsers here.
import chromium from './scripts/chromium.json';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

/**
 * One worker (each with its own Chromium) per core, up to four: on 2 cores the server, two
 * browsers and two workers already share the machine. E2E_WORKERS overrides it.
 */
const workers =
  Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(4, os.availableParallelism()));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [[process.env.CI ? 'list' : 'line'], ['./tests/e2e/timingReporter.ts']],
  // Bounds for what never comes, not waits: every test waits on the page's own signals, so these
  // only decide how long a broken test takes to fail, also on a slow, shared host.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Readers in most tests have answered the analytics consent banner: see tests/e2e/fixtures.ts.
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      // Chromium's new headless mode opens, for every page, two browser-UI renderers for the
      // address bar's popups that no test sees: turning those off makes each new page 0.15–0.2 s
      // faster and leaves the two cores to the pages under test.
      args: [
        ...chromium.args,
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    },
  },
});
