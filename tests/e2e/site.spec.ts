import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { PAGES, watchConsole } from './helpers';

test('an unknown page answers 404 and suggests close pages', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/x/introduction/instal/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Installation' })).toHaveAttribute(
    'href',
    '/x/introduction/installation/',
  );
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('the 404 page keeps the header and lists the closest page first', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/sortng/');
  const header = page.locator('header#docs-header');
  await expect(header.getByRole('button', { name: /Search/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /Language/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'MUI X docs' })).toBeVisible();
  const suggestions = page.locator('main li a');
  await expect(suggestions.first()).toHaveText('Sorting');
  await expect(suggestions.first()).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  // The search dialog opens from the 404 page like from any other.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('an unknown Chinese page is answered in Chinese', async ({ page }) => {
  const response = await page.goto('/zh/x/licensing-plans/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('页面未找到');
  await expect(page.getByRole('link', { name: 'Licensing' })).toHaveAttribute(
    'href',
    '/zh/x/introduction/licensing/',
  );
});

test('an unknown language prefix is a 404', async ({ request }) => {
  expect((await request.get('/fr/x/introduction/')).status()).toBe(404);
});

test('the sitemap lists the written pages and the API reference, nothing the release lacks', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  for (const path of PAGES) expect(locations).toContain(path);
  // Every API page of the 8.29.3 tree and four indexes (src/api-reference/pages.test.ts), and
  // the pages of the six tables that fold on the Data Grid's pages (src/api-reference/sections.ts).
  expect(locations.filter((path) => path.startsWith('/x/api/'))).toHaveLength(222);
  expect(locations).toContain('/x/api/data-grid/data-grid-pro/css-classes/');
  expect(locations).toContain('/x/react-data-grid/');
  expect(locations).toContain('/x/react-data-grid/quickstart/');
  expect(locations).not.toContain('/x/react-data-grid/getting-started/');
  expect(locations).toContain('/x/react-date-pickers/date-picker/');
  // A nav entry whose symbol the release does not ship has no page; a guide written late is listed.
  expect(locations).not.toContain('/x/api/charts/bar-chart-premium/');
  expect(locations).toContain('/x/react-charts/hooks/use-series/');
  expect(new Set(locations).size).toBe(locations.length);
  expect(xml).toContain('hreflang="zh"');
  expect(xml).toContain('hreflang="x-default"');
});

test('robots.txt points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('the version menu shows the installed version and links to older majors', async ({ page }) => {
  await page.goto('/x/introduction/');
  const button = page.getByRole('button', { name: /^Version: v8\.\d+\.\d+$/ });
  await button.click();
  for (const [text, href] of [
    ['v7', 'https://v7.mui.com/x/'],
    ['v6', 'https://v6.mui.com/x/'],
    ['v5', 'https://v5.mui.com/x/'],
    ['v4', 'https://v4.mui.com/'],
  ]) {
    await expect(page.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
  }
  await page.getByRole('link', { name: 'All versions', exact: true }).click();
  await expect(page).toHaveURL(/\/versions\/$/);
  await expect(page.getByRole('table')).toContainText('v4');
});

test('the header menus and the feedback widget fetch their code when reached for, not with the page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  const arrived = async (code: string) =>
    (await Promise.all(scripts)).some((body) => body.includes(code));
  await page.goto('/x/introduction/');
  await page.waitForLoadState('networkidle');
  // Their server markup is in place, their code is not.
  const widget = page.locator('[data-feedback-widget]');
  await expect(widget.getByRole('button', { name: 'Yes' })).toBeAttached();
  expect(await arrived('"header.version"')).toBe(false);
  expect(await arrived('/api/feedback')).toBe(false);

  // A click on the version menu's server markup opens the live menu once its code is in.
  await page.getByRole('button', { name: /^Version: / }).click();
  await expect(page.getByRole('link', { name: 'All versions', exact: true })).toBeVisible();
  expect(await arrived('"header.version"')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'All versions', exact: true })).toBeHidden();

  await widget.scrollIntoViewIfNeeded();
  await expect.poll(() => arrived('/api/feedback')).toBe(true);
  expect(problems).toEqual([]);
});

test('the mode toggle switches the colour scheme and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/introduction/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.getByRole('button', { name: 'Toggle light and dark mode' }).press('Enter');
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(12, 17, 23)');
});

test('the skip link moves focus to the content', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('responses carry the security headers', async ({ request }) => {
  for (const path of [
    '/x/introduction/',
    '/zh/x/',
    '/x/api/data-grid/data-grid/',
    '/x/no-such-page/',
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
  const playground = (await request.get('/playground/x/react-data-grid/OverviewBasic/')).headers();
  expect(playground['content-security-policy']).toContain("frame-ancestors 'self'");
  // Pages, the playground and the 404 allow their inline scripts by hash, not with 'unsafe-inline'.
  for (const path of ['/x/introduction/', '/zh/x/no-such-page/', '/x/no-such-page/']) {
    const policy = (await request.get(path)).headers()['content-security-policy'];
    expect(policy, path).toMatch(
      /script-src 'self' blob: 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+( https:\/\/[^ ;]+)*;/,
    );
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test('pages, scripts and the search loader are sent compressed to readers who accept it', async ({
  request,
  page,
}) => {
  await page.goto('/x/introduction/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  for (const path of ['/x/introduction/', script!, '/_pagefind/pagefind.js', '/llms.txt']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toMatch(/^(gzip|br)$/);
  }
});

test('the search index’s content-named files are cached for good; its entry file is asked for again', async ({
  request,
}) => {
  const entry = await request.get('/_pagefind/pagefind-entry.json');
  expect(entry.headers()['cache-control']).not.toMatch(/immutable/);
  const { languages } = (await entry.json()) as { languages: Record<string, { hash: string }> };
  const meta = await request.get(`/_pagefind/pagefind.${languages.en.hash}.pf_meta`);
  expect(meta.status()).toBe(200);
  expect(meta.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(meta.headers()['x-content-type-options']).toBe('nosniff');
});

test('until Roboto arrives, the text is set in a face sized to its metrics', async ({ page }) => {
  // A first visit where the font misses its window: the file never comes.
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto('/x/introduction/');
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => `${face.family.replace(/"/g, '')} ${face.status}`);
  });
  // This host (Debian) has no Arial and no Roboto, but Arial's metric twin Liberation Sans.
  expect(faces).toContain('Roboto Fallback Metrics loaded');
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /Roboto Installed.*Roboto Fallback Metrics/,
  );
});

test('demo code is in the browser build only, never in the server build', () => {
  // A line of one demo's data. Demos load in the browser (src/demos/DemoPreview.tsx): compiled for
  // the server as well, the ~930 of them made 8,000 server chunks of code that never runs there.
  const marker = 'marisol@example.com';
  const filesWith = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => fs.readFileSync(file, 'utf8').includes(marker));
  const next = path.join(process.cwd(), '.next');
  expect(filesWith(path.join(next, 'static', 'chunks')).length).toBeGreaterThan(0);
  expect(filesWith(path.join(next, 'server', 'chunks'))).toEqual([]);
});
