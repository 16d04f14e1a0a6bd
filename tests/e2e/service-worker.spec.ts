import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';

// The e2e build sets PRODUCTION_HOST=127.0.0.1 (scripts/e2e.mjs); the other tests open the site
// as localhost, where nothing registers.
const SW_FILE = path.join(process.cwd(), 'public', 'x', 'sw.js');

test.describe.configure({ mode: 'serial' });

function productionUrl(baseURL: string | undefined, pathname: string) {
  const url = new URL(pathname, baseURL);
  url.hostname = '127.0.0.1';
  return url.href;
}

/** Waits until a service worker controls the page and has cached the page itself. */
async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('docs-pages');
        return (await cache.match(window.location.href)) !== undefined;
      }),
    )
    .toBe(true);
}

function workerVersion(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

test('on any other host nothing registers', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
});

test('on the production host: visited pages open offline, others show the offline page', async ({
  context,
  page,
  baseURL,
}) => {
  await page.goto(productionUrl(baseURL, '/x/introduction/'));
  await waitForControl(page);
  // A second page, visited while the worker is in control.
  await page.goto(productionUrl(baseURL, '/x/introduction/installation/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');

  await context.setOffline(true);
  try {
    for (const [pathname, heading] of [
      ['/x/introduction/', 'Overview'],
      ['/x/introduction/installation/', 'Installation'],
    ]) {
      await page.goto(productionUrl(baseURL, pathname));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
    await page.goto(productionUrl(baseURL, '/x/introduction/licensing/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    // It lists what this device has saved.
    await expect(page.getByRole('link', { name: /Installation/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Online again: the network wins over the cache.
  await page.goto(productionUrl(baseURL, '/x/introduction/licensing/'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
});

test('a new build’s worker takes over and the page reloads once', async ({ page, baseURL }) => {
  const original = fs.readFileSync(SW_FILE);
  await page.goto(productionUrl(baseURL, '/x/introduction/'));
  await waitForControl(page);
  const before = await workerVersion(page);

  // Publishes the worker of a "new build" (same code, another build id), as a deploy would.
  execFileSync(process.execPath, ['scripts/bundle.mjs', '--service-worker'], {
    env: { ...process.env, SW_BUILD_ID: `${before}-next` },
  });
  try {
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    await reloaded;
    // A fresh document (the marker is gone), controlled by the new worker.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      undefined,
    );
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await workerVersion(page)).toBe(`${before}-next`);
  } finally {
    fs.writeFileSync(SW_FILE, original);
  }
});
