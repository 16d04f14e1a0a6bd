import { expect, test } from './fixtures';
import { hydrated, swipe, watchConsole } from './helpers';

test.describe('side navigation on desktop', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a link fetches its page on hover or focus, not when it comes into view', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetched.push(url.pathname);
    });
    await page.goto('/x/react-data-grid/sorting/');
    await page.waitForLoadState('networkidle');
    const nav = page.locator('#docs-side-nav');
    const cells = nav.getByRole('link', { name: 'Cells', exact: true });
    const pagination = nav.getByRole('link', { name: 'Pagination', exact: true });
    await expect(pagination).toBeInViewport();
    expect(fetched).not.toContain('/x/react-data-grid/pagination/');
    await cells.focus();
    await expect.poll(() => fetched).toContain('/x/react-data-grid/cells/');
    await pagination.hover();
    await expect.poll(() => fetched).toContain('/x/react-data-grid/pagination/');
  });

  test('marks the active page and opens only its branch', async ({ page }) => {
    await page.goto('/x/introduction/licensing/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Licensing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Common concepts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { name: 'Slots and subcomponents' })).toBeHidden();
  });

  test('opens and closes a group by keyboard', async ({ page }) => {
    await page.goto('/x/introduction/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const group = nav.getByRole('button', { name: 'Common concepts' });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Slots and subcomponents' })).toBeFocused();
    await group.focus();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  test('navigates without a full reload and keeps the nav scroll position', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/introduction/');
    // A link followed before hydration is the browser's own navigation, by design.
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const scroller = page.locator('#docs-side-nav > div').last();
    await page.setViewportSize({ width: 1400, height: 320 });
    const roadmap = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Roadmap', exact: true });
    // Scrolled so the link shows (a click would scroll it into view otherwise), away from the top.
    await roadmap.scrollIntoViewIfNeeded();
    const scrolled = await scroller.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await roadmap.click();
    await expect(page).toHaveURL(/\/x\/introduction\/roadmap\/$/);
    await expect(page.locator('h1')).toHaveText('Roadmap');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // The route change wakes the live nav, which replaces the server's a moment after the new
    // page shows. Read once it has: a handle taken before the swap reads a detached list (0).
    await expect(page.locator('[data-late-island] #docs-side-nav')).toHaveCount(0);
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(scrolled);
    expect(problems).toEqual([]);
  });

  test('loads its code when the reader reaches for it, and routes its links before then', async ({
    page,
  }) => {
    await page.goto('/x/introduction/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The server's nav, kept as it is: no code for it came with the page.
    const serverNav = page.locator('[data-late-island] #docs-side-nav');
    await expect(serverNav).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    // A click with no pointer before it (a script's, or a key on a focused link would do the same).
    await serverNav.getByRole('link', { name: 'Licensing' }).dispatchEvent('click');
    await expect(page.locator('h1')).toHaveText('Licensing');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    // The route changed: the nav is live, with the new page marked.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(serverNav).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Licensing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('goes live when the pointer reaches it, away from its links', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await hydrated(page);
    const serverNav = page.locator('[data-late-island] #docs-side-nav');
    await expect(serverNav).toHaveCount(1);
    // A group's button, not a link: on a link it waits, as a click may follow (next test).
    await serverNav.locator('button[aria-expanded]').first().hover();
    await expect(serverNav).toHaveCount(0);
    // The open product's links are there at once, the page marked.
    await expect(
      page.locator('#docs-side-nav a[href="/x/react-data-grid/sorting/"][aria-current="page"]'),
    ).toHaveCount(1);
  });

  test('followed with the pointer still on the link, it goes live on the new page', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await hydrated(page);
    const serverNav = page.locator('[data-late-island] #docs-side-nav');
    const link = serverNav.getByRole('link', { name: 'Pagination', exact: true });
    await link.hover();
    await link.click();
    await expect(page.locator('h1')).toHaveText('Pagination');
    // The pointer has not moved, yet the route change brings the live nav, the new page marked.
    await expect(serverNav).toHaveCount(0);
    await expect(
      page.locator('#docs-side-nav a[href="/x/react-data-grid/pagination/"][aria-current="page"]'),
    ).toHaveCount(1);
  });

  test('shows breadcrumbs and previous/next links from the tree', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(/Introduction/);
    const pagination = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pagination.getByRole('link', { name: /Previous\s*Overview/ })).toHaveAttribute(
      'href',
      '/x/introduction/',
    );
    await expect(pagination.getByRole('link', { name: /Next\s*Licensing/ })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/',
    );
  });

  test('hides entries whose page is not written yet', async ({ page }) => {
    await page.goto('/x/introduction/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Present in the tree data, hidden from the nav until written.
    await nav.getByRole('button', { name: 'Data Grid' }).click();
    await expect(nav.locator('a[href="/x/react-data-grid/layout/"]')).toHaveCount(1);
    await expect(nav.locator('a[href="/x/react-data-grid/sorting/"]')).toHaveCount(1);
    await expect(nav.locator('a[href^="/x/react-date-pickers/"]')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /What's new in MUI X/ })).toHaveAttribute(
      'href',
      'https://mui.com/x/whats-new/',
    );
  });
});

test.describe('navigation drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('opens from the header, traps the page behind, and closes with Escape', async ({ page }) => {
    await page.goto('/x/introduction/support/');
    const nav = page.locator('#docs-side-nav');
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('#docs-content')).toHaveAttribute('inert', '');
    await expect(nav.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('#docs-content')).not.toHaveAttribute('inert', '');
  });

  test('a link fetches its page when touched, not when it comes into view', async ({ page }) => {
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetched.add(url.pathname);
    });
    await page.goto('/x/introduction/roadmap/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.locator('#docs-side-nav');
    const licensing = nav.getByRole('link', { name: 'Licensing' });
    await expect(licensing).toBeInViewport();
    await page.waitForLoadState('networkidle');
    // Only the previous and next pages' links, at the end of the article, are fetched in view.
    const ends = await page
      .locator('a[rel="prev"], a[rel="next"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...fetched].filter((path) => !ends.includes(path))).toEqual([]);
    await licensing.dispatchEvent('touchstart');
    await expect.poll(() => [...fetched]).toContain('/x/introduction/licensing/');
  });

  test('closes after following a link', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('#docs-side-nav').getByRole('link', { name: 'Licensing' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
    await expect(page.locator('#docs-side-nav')).toBeHidden();
  });

  test('opens with a swipe from the edge and closes with a swipe back', async ({ page }) => {
    await page.goto('/x/introduction/');
    await hydrated(page);
    const nav = page.locator('#docs-side-nav');
    await swipe(page, 200, 320, 'main');
    await expect(nav).toBeHidden();
    await swipe(page, 6, 160, 'main');
    await expect(nav).toBeVisible();
    await swipe(page, 240, 60, '#docs-side-nav a');
    await expect(nav).toBeHidden();
  });
});
