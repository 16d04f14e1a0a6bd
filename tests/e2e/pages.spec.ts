import { expect, test } from './fixtures';
import { expectNoAxeViolations, PAGES, storeMode, watchConsole } from './helpers';

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode, desktop`, () => {
    for (const path of PAGES) {
      test(`${path} renders without console errors or axe violations`, async ({ page }) => {
        await storeMode(page, mode);
        const problems = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
        await expect(page.locator('h1')).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe('right to left', () => {
  for (const path of PAGES) {
    test(`${path} has no axe violations or console errors`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${path}?direction=rtl`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
});

// Every page type at a phone's width, in both modes: a guide with demos and the 404 page join
// the list, since both have their own layout.
const PHONE_PAGES = [...PAGES, '/x/react-data-grid/sorting/', '/x/no-such-page/'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`phone width (390 px), ${mode} mode`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    for (const path of PHONE_PAGES) {
      test(`${path} fits the screen without console errors or axe violations`, async ({ page }) => {
        await storeMode(page, mode);
        const problems = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(path.includes('no-such-page') ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
        // The 404's document request is the one expected error.
        expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
      });
    }
  });
}

test('every page carries its product meta tags, canonical URL and language alternates', async ({
  page,
}) => {
  await page.goto('/x/introduction/installation/');
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute(
    'content',
    'x-introduction',
  );
  await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'x');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/x\/introduction\/installation\/$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute(
    'href',
    /\/zh\/x\/introduction\/installation\/$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/x\/introduction\/installation\/$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Installation - MUI X',
  );
});

test('URLs follow the path rules: /en/ redirects to no prefix, a missing slash is added', async ({
  request,
}) => {
  const english = await request.get('/en/x/introduction/', { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/x\/introduction\/$/);
  const noSlash = await request.get('/x/introduction', { maxRedirects: 0 });
  expect(noSlash.status()).toBe(308);
  expect(noSlash.headers().location).toMatch(/\/x\/introduction\/$/);
  // The playground is built once, in no language: its Chinese URL lands on it.
  const playground = await request.get('/zh/playground/x/react-data-grid/OverviewBasic/');
  expect(playground.status()).toBe(200);
  expect(new URL(playground.url()).pathname).toBe('/playground/x/react-data-grid/OverviewBasic/');
});

test.describe('404 and API pages in light, dark and right to left', () => {
  for (const path of [
    '/x/no-such-page/',
    '/x/api/date-pickers/date-picker/',
    '/x/api/data-grid/',
  ]) {
    for (const variant of ['light', 'dark', 'rtl'] as const) {
      test(`${path} (${variant}) has no axe violations`, async ({ page }) => {
        const problems = watchConsole(page);
        await storeMode(page, variant === 'dark' ? 'dark' : 'light');
        await page.goto(variant === 'rtl' ? `${path}?direction=rtl` : path);
        await page.waitForLoadState('load');
        await expectNoAxeViolations(page);
        expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      });
    }
  }
});
