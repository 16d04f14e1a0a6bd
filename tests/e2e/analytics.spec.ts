import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, storeMode, watchConsole } from './helpers';

/** The calls queued in `dataLayer`, as arrays (gtag pushes `arguments` objects). */
function gtagCalls(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  ) as Promise<unknown[][]>;
}

async function pageViews(page: Page) {
  return (await gtagCalls(page))
    .filter((call) => call[0] === 'event' && call[1] === 'page_view')
    .map((call) => call[2] as Record<string, string>);
}

test.describe('with a consent choice already made', () => {
  test('page_view on load and after a client navigation, with the right product', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    const [first] = await pageViews(page);
    expect(first).toEqual({
      page_title: await page.title(),
      page_location: expect.stringMatching(/\/x\/react-data-grid\/$/),
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    const calls = await gtagCalls(page);
    expect(calls).toContainEqual([
      'set',
      'user_properties',
      expect.objectContaining({ userLanguage: 'en', codeVariant: 'TS', colorScheme: 'light' }),
    ]);

    // A client navigation (the window survives) into another product.
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.locator('main a[href="/x/introduction/licensing/"]').first().click();
    await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    const second = (await pageViews(page))[1];
    expect(second.productId).toBe('x-introduction');
    expect(second.page_title).toBe(await page.title());
    expect(second.page_title).not.toBe(first.page_title);
    expect(second.page_location).toMatch(/\/x\/introduction\/licensing\/$/);
  });

  test('a click on an element with data-ga-event-* is sent', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const toolbar = page.getByRole('toolbar').first();
    await toolbar.scrollIntoViewIfNeeded();
    const label = (await toolbar.getAttribute('aria-label'))!.replace(/ demo actions$/, '');
    await toolbar.getByRole('button', { name: 'Show code' }).click();
    await expect
      .poll(async () => (await gtagCalls(page)).filter((call) => call[1] === 'show-code'))
      .toEqual([['event', 'show-code', { event_category: 'demo', event_label: label }]]);
  });

  test('web vitals are reported for a sampled page load only', async ({ page }) => {
    // random() = 0 puts this load inside the 1-in-10,000 sample.
    await page.addInitScript(() => (Math.random = () => 0));
    await page.goto('/x/introduction/');
    await expect
      .poll(async () =>
        (await gtagCalls(page))
          .filter(
            (call) => (call[2] as { event_category?: string })?.event_category === 'Web Vitals',
          )
          .map((call) => call[1]),
      )
      .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  });

  test('an unsampled page load sends no web vitals and loads no web-vitals code', async ({
    page,
  }) => {
    await page.addInitScript(() => (Math.random = () => 0.5));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/x/introduction/');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    const vitals = (await gtagCalls(page)).filter(
      (call) => (call[2] as { event_category?: string })?.event_category === 'Web Vitals',
    );
    expect(vitals).toEqual([]);
    // The sampled test above proves the chunk exists; here no script mentions its functions.
    const bodies = await Promise.all(
      scripts.map((url) => page.request.get(url).then((response) => response.text())),
    );
    expect(bodies.some((body) => body.includes('largest-contentful-paint'))).toBe(false);
  });
});

test.describe('the consent banner', () => {
  // A browser that has never chosen.
  test.use({ analyticsConsent: null });

  test('asks once, works by keyboard, and grants analytics storage', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/introduction/');
    const banner = page.getByRole('region', { name: 'Analytics' });
    await expect(banner).toBeVisible();
    expect((await gtagCalls(page))[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);

    const allow = banner.getByRole('button', { name: 'Allow analytics' });
    await allow.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await gtagCalls(page)).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted' },
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Analytics' })).toHaveCount(0);
    expect((await gtagCalls(page))[0][2]).toMatchObject({ analytics_storage: 'granted' });
    expect(problems).toEqual([]);
  });

  test('"Essential only" keeps analytics storage denied and is remembered', async ({ page }) => {
    await page.goto('/zh/x/introduction/');
    const banner = page.getByRole('region', { name: '统计分析' });
    await banner.getByRole('button', { name: '仅必要' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '统计分析' })).toHaveCount(0);
    expect((await gtagCalls(page))[0][2]).toMatchObject({ analytics_storage: 'denied' });
  });

  for (const [width, height] of [
    [390, 844],
    [360, 640],
  ] as const) {
    test(`takes at most a quarter of a ${width}×${height} phone screen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const path of ['/x/introduction/', '/zh/x/introduction/']) {
        await page.goto(path);
        const banner = page.getByRole('region', { name: /^(Analytics|统计分析)$/ });
        await expect(banner.getByRole('button')).toHaveCount(2);
        const box = (await banner.boundingBox())!;
        expect(box.height, path).toBeLessThanOrEqual(height / 4);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  }

  for (const variant of ['light', 'dark', 'rtl'] as const) {
    test(`has no axe violations (${variant})`, async ({ page }) => {
      await storeMode(page, variant === 'dark' ? 'dark' : 'light');
      await page.goto(`/x/introduction/${variant === 'rtl' ? '?direction=rtl' : ''}`);
      await expect(page.getByRole('region', { name: 'Analytics' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const signal of ['Do Not Track', 'Global Privacy Control'] as const) {
    test(`with ${signal} on: no banner, and analytics storage is never granted`, async ({
      page,
    }) => {
      await page.addInitScript((which) => {
        if (which === 'Do Not Track') {
          Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
        } else {
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
        }
        // Even a grant stored earlier does not count.
        localStorage.setItem('docs-analytics-consent', 'granted');
      }, signal);
      await page.goto('/x/introduction/');
      await expect.poll(() => pageViews(page)).toHaveLength(1);
      await expect(page.getByRole('region', { name: 'Analytics' })).toHaveCount(0);
      const consent = (await gtagCalls(page)).filter((call) => call[0] === 'consent');
      expect(consent).toEqual([
        ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ]);
    });
  }
});
