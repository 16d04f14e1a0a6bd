import { expect, test } from './fixtures';
import { TEMPLATES } from '../../src/templates/templates';
import { expectNoAxeViolations, watchConsole } from './helpers';

test.use({ viewport: { width: 1400, height: 900 } });

test.describe('the Material UI area', () => {
  test('has its own navigation, and the header marks the area', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Button', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Customization' })).toBeVisible();
    // The MUI X tree is not this area's nav.
    await expect(nav.getByRole('link', { name: 'Column definition' })).toHaveCount(0);
    const areas = page.getByRole('navigation', { name: 'Documentation' });
    await expect(areas.getByRole('link', { name: 'Material UI' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(areas.getByRole('link', { name: 'MUI X' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute(
      'content',
      'material-ui',
    );
    await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute(
      'content',
      'core',
    );
  });

  test('System pages belong to the core category', async ({ page }) => {
    await page.goto('/system/getting-started/the-sx-prop/');
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'system');
    await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute(
      'content',
      'core',
    );
  });

  test('Chinese pages show the Chinese title in the nav, <title>, h1 and breadcrumbs', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/zh/material-ui/react-button/');
    await expect(page).toHaveTitle(/按钮/);
    await expect(page.locator('h1')).toHaveText('按钮');
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs).toContainText('组件');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '按钮', exact: true })).toHaveAttribute(
      'href',
      '/zh/material-ui/react-button/',
    );
    await expect(nav.getByText('输入', { exact: true })).toBeVisible();
    // The text itself is English until translated, and says so.
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，因此以英文显示。');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('the templates page lists the nine templates with their labels', async ({ page }) => {
    await page.goto('/material-ui/getting-started/templates/');
    for (const template of TEMPLATES) {
      await expect(
        page.getByRole('link', { name: `Open full screen: ${template.label}`, exact: true }),
      ).toHaveAttribute('href', `/material-ui/getting-started/templates/${template.slug}/`);
    }
  });
});

test.describe('a template full screen', () => {
  for (const template of TEMPLATES) {
    test(`${template.label} opens outside the docs layout, in light and dark`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`/material-ui/getting-started/templates/${template.slug}/`);
      await expect(page.locator('.demo-preview[data-loaded]')).toBeVisible();
      await expect(page.locator('#docs-header')).toHaveCount(0);
      await expect(page.locator('#docs-side-nav')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('link', { name: /All templates/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, { wcagOnly: true });

      const html = page.locator('html');
      const before = await html.getAttribute('data-mui-color-scheme');
      const target = before === 'dark' ? 'light' : 'dark';
      await page.getByRole('button', { name: new RegExp(`${target} mode`, 'i') }).click();
      await expect(html).toHaveAttribute('data-mui-color-scheme', target);
      await expectNoAxeViolations(page, { wcagOnly: true });
      expect(
        problems.filter((problem) => !/MUI X: (Missing|Invalid) license/.test(problem)),
      ).toEqual([]);
    });
  }

  test('an unknown template is a 404', async ({ page }) => {
    const response = await page.goto('/material-ui/getting-started/templates/nope/');
    expect(response?.status()).toBe(404);
  });
});
