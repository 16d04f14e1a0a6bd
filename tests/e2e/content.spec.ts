import { expect, test } from './fixtures';
import { hydrated, watchConsole } from './helpers';

test.describe('code blocks', () => {
  test.use({
    viewport: { width: 1400, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('the copy button copies the code and says Copied for 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/x/introduction/installation/');
    // Stop time from flowing on its own, so only runFor moves it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const block = page.locator('[data-code-block]').first();
    const expected = await block.locator('pre').textContent();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy the code' });
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await page.clock.runFor(1900);
    await expect(button).toHaveText('Copied');
    await page.clock.runFor(200);
    await expect(button).toHaveText('Copy');
  });

  test('a clipboard failure is silently ignored', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => {
        document.documentElement.setAttribute('data-copy-refused', '');
        return Promise.reject(new Error('denied'));
      };
    });
    await page.goto('/x/introduction/installation/');
    const button = page
      .locator('[data-code-block]')
      .first()
      .getByRole('button', { name: 'Copy the code' });
    await button.click();
    // The copy was tried and refused; one more round trip lets its handlers run before we look.
    await page.locator('html[data-copy-refused]').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(button).toHaveText('Copy');
    expect(problems).toEqual([]);
  });

  test('Ctrl+C copies the hovered block when nothing is selected', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    const block = page.locator('[data-code-block]').nth(1);
    await block.scrollIntoViewIfNeeded();
    await block.locator('pre').hover();
    await page.keyboard.press('Control+C');
    await expect(block.getByRole('button', { name: 'Copy the code' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await block.locator('pre').textContent(),
    );
  });

  test('code is highlighted at build time for both colour schemes', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    const token = page.locator('pre.shiki span[style*="--shiki-dark"]').first();
    await expect(token).toHaveAttribute('style', /--shiki-light:/);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((url) => /shiki|onig/i.test(url))).toBe(false);
  });
});

test.describe('prose sent as static markup', () => {
  test.use({
    viewport: { width: 1400, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('a guide reached in the app arrives whole, and its code blocks and links work', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/x/introduction/');
    // The prose is in the HTML, adopted as it is: React did not render it.
    await expect(page.locator('[data-static-markup] p').first()).toBeVisible();
    // A link followed before the page has hydrated is a full load, not the in-app one tested here.
    await hydrated(page);
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true, emptyProse: 0 });
      // Any moment where the new title shows above an empty article is recorded.
      new MutationObserver(() => {
        const title = document.querySelector('h1')?.textContent ?? '';
        const run = document.querySelector('[data-static-markup]');
        if (title.startsWith('Installation') && !run?.firstChild)
          (window as unknown as { emptyProse: number }).emptyProse += 1;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Installation', exact: true })
      .click();
    await expect(page.locator('h1')).toHaveText('Installation');
    expect(
      await page.evaluate(() => (window as unknown as { emptyProse: number }).emptyProse),
    ).toBe(0);

    // The code tabs of the new page follow the choice, and say which one is pressed.
    const tabs = page.getByRole('group', { name: 'Code language' });
    await tabs.first().getByRole('button', { name: 'JavaScript' }).click();
    await expect(tabs.last().getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const block = page.locator('.code-variant[data-variant="JS"] [data-code-block]').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy the code' }).click();
    await expect(block.getByRole('button', { name: 'Copy the code' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await block.locator('pre').textContent(),
    );

    // A link in the prose stays in the app.
    const link = page.locator('[data-static-markup] a[href^="/x/"]:not([href*="#"])').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('headings and table of contents', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('headings have stable ids and a link to themselves', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    const heading = page.locator('h2#prerequisites');
    await expect(heading).toBeVisible();
    await expect(heading.getByRole('link', { name: 'Link to this section' })).toHaveAttribute(
      'href',
      '#prerequisites',
    );
  });

  test('the table of contents lists sections, flags paid ones and follows the scroll', async ({
    page,
  }) => {
    await page.goto('/x/introduction/installation/');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link', { name: 'Prerequisites' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc.getByRole('link', { name: /Range pickers/ })).toContainText('Pro');
    await page.evaluate(() => document.getElementById('charts')?.scrollIntoView());
    await expect(toc.getByRole('link', { name: 'Charts', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});

test.describe('the MUI X landing page', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('loads each live preview only when it scrolls into view, in a box that does not resize', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/x/');
    const tree = page.getByRole('group', { name: 'Tree View preview' });
    const before = await tree.boundingBox();
    await expect(tree.getByRole('tree')).toHaveCount(0);
    await tree.scrollIntoViewIfNeeded();
    await expect(tree.getByRole('treeitem').first()).toBeVisible();
    const after = await tree.boundingBox();
    expect(after?.height).toBe(before?.height);
    // The grid's preview, further up, was never in view: it loads when the reader scrolls back.
    const grid = page.getByRole('group', { name: 'Data Grid preview' });
    await expect(grid.getByRole('grid')).toHaveCount(0);
    await grid.scrollIntoViewIfNeeded();
    // The grid's chunk is the largest of the three: on a busy machine it takes more than 5 s.
    await expect(grid.getByRole('grid')).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
  });
});
