import type { Response } from 'playwright-core';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, watchConsole } from './helpers';

test.use({ viewport: { width: 1400, height: 900 } });

test('a Chinese page has Chinese UI strings and its own content', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/zh/x/introduction/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1')).toHaveText('概述');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByText('此页面尚未翻译')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('an English page ships no Chinese strings; a Chinese page gets its own from the server', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', collect);
  // Every script of the page in (a body is gone once the page is left), and no more collected.
  await page.goto('/x/introduction/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  page.off('response', collect);
  // Strings only the Chinese dictionary has (the settings drawer's, rendered in the browser alone).
  for (const body of await Promise.all(scripts)) {
    expect(body).not.toContain('打开设置');
    expect(body).not.toContain('示例密度');
  }
  await page.goto('/zh/x/introduction/');
  await page.getByRole('button', { name: '打开设置' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '设置' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('示例密度');
});

test('an untranslated page falls back to English with a notice', async ({ page }) => {
  await page.goto('/zh/x/introduction/installation/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，因此以英文显示。');
  await expect(page.locator('main [lang="en"]')).toContainText('React');
});

test('links inside a Chinese page stay in Chinese', async ({ page }) => {
  await page.goto('/zh/x/introduction/installation/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: 'Licensing' })).toHaveAttribute(
    'href',
    '/zh/x/introduction/licensing/',
  );
  await expect(
    page.getByRole('navigation', { name: '上一页和下一页' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/zh\//);
});

test('the language menu keeps the page and remembers the choice in a cookie', async ({
  page,
  context,
}) => {
  await page.goto('/x/introduction/licensing/');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'userLanguage');
  expect(cookie?.value).toBe('zh');
  expect(cookie?.path).toBe('/');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(31536000 - 120);
  expect(lifetime).toBeLessThanOrEqual(31536000);

  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language menu closes with Escape and returns focus to its button', async ({ page }) => {
  await page.goto('/x/');
  const button = page.getByRole('button', { name: /Language/ });
  await button.click();
  await expect(page.getByRole('link', { name: '中文' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: '中文' })).toBeHidden();
  await expect(button).toBeFocused();
});
