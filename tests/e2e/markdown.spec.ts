import fs from 'node:fs';
import path from 'node:path';
import { expect, rememberConsent, test } from './fixtures';

const demo = (name: string) =>
  fs.readFileSync(
    path.join(process.cwd(), 'content', 'x', 'react-data-grid', 'demos', `${name}.tsx`),
    'utf8',
  );

test.describe('the docs as Markdown', () => {
  test('a guide page is served as Markdown at its URL with .md appended', async ({ request }) => {
    const response = await request.get('/x/react-data-grid/sorting.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# Sorting\n')).toBe(true);
    expect(text).toMatch(/Source: https?:\/\/[^/]+\/x\/react-data-grid\/sorting\//);
    // The demo's TypeScript source, whole, in place of the live demo.
    expect(text).toContain(
      `\`\`\`tsx title="SortingBasic.tsx"\n${demo('SortingBasic').trimEnd()}\n\`\`\``,
    );
    expect(text).not.toMatch(/<Demo|<PlanBadge|<Callout/);
    expect(text).toContain('## Multi-column sorting (Pro)');
    // Site links are absolute.
    expect(text).not.toMatch(/\]\(\/(?!\/)/);
    expect(text).toMatch(/\]\(https?:\/\/[^)]+\/x\/api\/data-grid\//);
  });

  test('Chinese pages and the home page have a Markdown twin; unknown pages are a 404', async ({
    request,
  }) => {
    const zh = await request.get('/zh/material-ui/react-button.md');
    expect(zh.status()).toBe(200);
    expect(await zh.text()).toMatch(/^# 按钮\n/);
    const home = await request.get('/index.md');
    expect(home.status()).toBe(200);
    const missing = await request.get('/x/no-such-page.md');
    expect(missing.status()).toBe(404);
  });

  test('/llms.txt lists the sections and pages with descriptions', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# MUI X documentation\n\n> ')).toBe(true);
    for (const section of ['MUI X: Data Grid', 'MUI X: Charts', 'Material UI: Components']) {
      expect(text).toContain(`\n## ${section}\n`);
    }
    expect(text).toMatch(
      /\n- \[Sorting\]\(https?:\/\/[^)]+\/x\/react-data-grid\/sorting\.md\): \S/,
    );
    expect(text).toMatch(/\n- \[Button\]\(https?:\/\/[^)]+\/material-ui\/react-button\.md\): \S/);
  });

  test('/x/llms.txt, which the MUI X nav links, lists the MUI X guides only', async ({
    page,
    request,
  }) => {
    const response = await request.get('/x/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const section of ['MUI X: Data Grid', 'MUI X: Date and Time Pickers', 'MUI X: Tree View'])
      expect(text).toContain(`\n## ${section}\n`);
    expect(text).not.toContain('Material UI: ');
    expect(text).toMatch(
      /\n- \[Quickstart\]\(https?:\/\/[^)]+\/x\/react-data-grid\/quickstart\.md\)/,
    );

    await page.goto('/x/introduction/');
    await expect(page.locator('nav a[href="/x/llms.txt"]')).toContainText('llms.txt');
  });

  test('/llms-full.txt holds every guide of each product, one after another', async ({
    request,
  }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const sorting = text.indexOf('\n## Sorting\n');
    const filtering = text.indexOf('\n## Filtering\n');
    expect(text.indexOf('# MUI X: Data Grid\n')).toBeGreaterThan(-1);
    expect(sorting).toBeGreaterThan(-1);
    expect(filtering).toBeGreaterThan(-1);
    expect(text).toContain('\n## Bars overview\n');
    expect(text).toContain(demo('SortingBasic').split('\n')[0]);
  });

  test('"Copy page as Markdown" puts the page on the clipboard', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await rememberConsent(context, new URL(baseURL!).origin, 'denied');
    const page = await context.newPage();
    await page.goto('/x/react-data-grid/sorting/');
    await page.waitForLoadState('networkidle'); // hydrated
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.locator('[data-copy-page]')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get('/x/react-data-grid/sorting.md')).text();
    expect(copied).toBe(served);
    await context.close();
  });
});
