import { defineConfig } from '@playwright/test';
// Debian's Chromium; `npx playwright install` cannot download browsers here.
import chromium from './scripts/chromium.json';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 30_000,
  use: {
    baseURL,
    // Readers in most tests have answered the analytics consent banner (essential only), so it
    // does not cover what they click; tests/e2e/analytics.spec.ts tests the banner itself.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: 'docs-analytics-consent', value: 'denied' }],
        },
      ],
    },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
});
