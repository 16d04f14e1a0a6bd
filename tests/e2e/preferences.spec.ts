import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, settleAnimations, storeMode, watchConsole } from './helpers';

const DARK_BACKGROUND = 'rgb(12, 17, 23)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

async function setCookie(page: Page, name: string, value: string) {
  await page
    .context()
    .addCookies([{ name, value, url: test.info().project.use.baseURL ?? 'http://localhost:3000' }]);
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('before any JavaScript bundle runs', () => {
  let blocked = 0;

  test.beforeEach(async ({ page }) => {
    blocked = 0;
    await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => {
      blocked += 1;
      return route.abort();
    });
  });

  // The page asks for its code after its first paint: once it has, the check above was real.
  test.afterEach(() => expect.poll(() => blocked).toBeGreaterThan(0));

  test('a stored dark mode paints dark', async ({ page }) => {
    await storeMode(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0c1117');
  });

  test('a stored light mode wins over a dark OS', async ({ page }) => {
    await storeMode(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
  });

  test('with no stored mode the OS decides', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/x/introduction/');
    expect(await background(page)).toBe(DARK_BACKGROUND);
  });

  test('a JavaScript reader sees JavaScript source', async ({ page }) => {
    await setCookie(page, 'codeVariant', 'JS');
    await page.goto('/x/introduction/installation/');
    const javascript = page.locator('.code-variant[data-variant="JS"]').first();
    const typescript = page.locator('.code-variant[data-variant="TS"]').first();
    await expect(javascript).toBeVisible();
    await expect(typescript).toBeHidden();
    await expect(javascript).toContainText('const columns = [');
    await expect(javascript).not.toContainText('GridColDef');
  });

  test('a TypeScript reader (the default) sees TypeScript source', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expect(page.locator('.code-variant[data-variant="TS"]').first()).toContainText(
      'const columns: GridColDef[]',
    );
    await expect(page.locator('.code-variant[data-variant="JS"]').first()).toBeHidden();
  });

  test('the direction cookie lays the page out right to left', async ({ page }) => {
    await setCookie(page, 'direction', 'rtl');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = await page.locator('#docs-side-nav').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(nav!.x).toBeGreaterThan(main!.x);
  });

  test('?direction=rtl selects right to left', async ({ page }) => {
    await page.goto('/x/introduction/?direction=rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a stored palette colour tints the site accent, and a corrupt cookie is ignored', async ({
    page,
  }) => {
    await setCookie(page, 'paletteColors', encodeURIComponent('{"primary":"#c2185b"}'));
    await page.goto('/x/introduction/');
    const accent = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--docs-palette-primary-main'),
      );
    expect(await accent()).toBe('#c2185b');
    await setCookie(page, 'paletteColors', '%7B%22primary%22%3A%22javascript%3A');
    await page.goto('/x/introduction/');
    expect(await accent()).toBe('#0a66c2');
    await expect(page.locator('h1')).toHaveText('Overview');
  });
});

test.describe('the settings drawer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  async function openSettings(page: Page) {
    const button = page.getByRole('button', { name: 'Open settings' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    // It slides and fades in for 200 ms: tests read it at rest (axe measured the contrast of a
    // half-transparent drawer on a busy CI host).
    await settleAnimations(page);
    return dialog;
  }

  test('sets the colour mode by keyboard, remembers it and returns focus on Escape', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    const dialog = await openSettings(page);
    const system = dialog.getByRole('radio', { name: 'System', exact: true });
    await expect(system).toBeChecked();
    await system.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0c1117');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeFocused();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(problems).toEqual([]);
  });

  test('switches to right to left by keyboard and keeps it after a reload', async ({ page }) => {
    await page.goto('/x/introduction/');
    const dialog = await openSettings(page);
    await dialog.getByRole('radio', { name: 'Left to right' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });

  test('chooses JavaScript for every sample on this page and on later pages', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    const dialog = await openSettings(page);
    await dialog.getByRole('radio', { name: 'TypeScript' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    const visible = page.locator('.code-variant:visible');
    await expect(visible.first()).toHaveAttribute('data-variant', 'JS');
    // A click before hydration is held and done once the page has hydrated.
    await expect(page.locator('.code-variant[data-variant="TS"]:visible')).toHaveCount(0);
    await page.goto('/x/introduction/licensing/');
    await expect(page.locator('.code-variant:visible').first()).toHaveAttribute(
      'data-variant',
      'JS',
    );
  });

  test('a code block tab switches every block at once', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await page
      .getByRole('group', { name: 'Code language' })
      .first()
      .getByRole('button', { name: 'JavaScript' })
      .click();
    // A click before hydration is held and done once the page has hydrated.
    await expect(page.locator('.code-variant[data-variant="TS"]:visible')).toHaveCount(0);
    await expect(
      page
        .getByRole('group', { name: 'Code language' })
        .last()
        .getByRole('button', { name: 'JavaScript' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
  });

  test('a demo-file hash selects the variant', async ({ page }) => {
    await page.goto('/x/introduction/installation/#InventoryGrid.js');
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
  });

  test('remembers the styling solution', async ({ page }) => {
    await page.goto('/x/introduction/');
    const dialog = await openSettings(page);
    await dialog.getByRole('radio', { name: 'Tailwind' }).check();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'codeStyling');
    expect(cookie).toMatchObject({ value: 'tailwind', path: '/' });
  });

  test('colours and density apply to the demos and the site accent, and reset', async ({
    page,
  }) => {
    await page.goto('/x/');
    await page.getByRole('group', { name: 'Data Grid preview' }).getByRole('grid').waitFor();
    const dialog = await openSettings(page);
    await dialog.getByLabel('Primary').fill('#2e7d32');
    const variable = (name: string) =>
      page.evaluate(
        (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
        name,
      );
    await expect.poll(() => variable('--mui-palette-primary-main')).toBe('#2e7d32');
    expect(await variable('--docs-palette-primary-main')).toBe('#2e7d32');

    await dialog.getByRole('button', { name: 'Decrease spacing' }).click();
    await dialog.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect(dialog.locator('output')).toHaveText('6px');
    await expect.poll(() => variable('--mui-spacing')).toBe('6px');
    await dialog.getByRole('checkbox', { name: 'Dense components' }).press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Dense components' })).toBeChecked();

    await page.reload();
    await page.getByRole('group', { name: 'Data Grid preview' }).getByRole('grid').waitFor();
    await expect.poll(() => variable('--mui-palette-primary-main')).toBe('#2e7d32');
    await expect.poll(() => variable('--mui-spacing')).toBe('6px');

    const again = await openSettings(page);
    await again.getByRole('button', { name: 'Reset colours' }).click();
    await again.getByRole('button', { name: 'Reset density' }).click();
    await expect.poll(() => variable('--mui-palette-primary-main')).toBe('#1976d2');
    await expect.poll(() => variable('--mui-spacing')).toBe('8px');
    expect(await variable('--docs-palette-primary-main')).toBe('#0a66c2');
  });

  test('has no axe violations when open, in light and dark', async ({ page }) => {
    for (const mode of ['light', 'dark'] as const) {
      await storeMode(page, mode);
      await page.goto('/x/introduction/');
      const dialog = await openSettings(page);
      const opacity = () => dialog.evaluate((element) => getComputedStyle(element).opacity);
      await expect.poll(opacity).toBe('1'); // its fade may start a frame after it shows
      await expectNoAxeViolations(page);
    }
  });
});
