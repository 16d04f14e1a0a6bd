import { expect, test, type Page } from './fixtures';
import { FRAMES_STALLED } from './annotations';
import { loadDemo, walkDemos } from './demoWalk';
import { listDemoFiles } from '../../src/demos/files';
import { expectNoAxeViolations, guidePagesHeaviestFirst, watchConsole } from './helpers';

/** Without NEXT_PUBLIC_MUI_LICENSE, Pro and Premium demos log the library's licence notice: expected, not a bug. */
const isLicenceNotice = (message: string) =>
  /MUI X: (Missing|Invalid) license key|\*{10}/.test(message);

/**
 * The playground route, once per product (`x/react-charts`, `material-ui`, `system`…): it renders
 * a demo alone, outside the docs layout. Every demo is also rendered in context by the guide page
 * tests below (a unit test checks that every demo file is named by a page), so loading each one
 * twice would only double the run time.
 */
const productOf = (key: string) => {
  const parts = key.split('/');
  return parts[0] === 'x' ? parts.slice(0, 2).join('/') : parts[0];
};
const playgroundSamples = [
  ...new Map(listDemoFiles().map(({ key }) => [productOf(key), key])).values(),
];

test.describe('a demo alone in the playground', () => {
  for (const key of playgroundSamples) {
    test(key, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(`/playground/${key}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('.demo-preview[data-loaded]')).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('This demo failed to render')).toHaveCount(0);
      expect(problems.filter((problem) => !isLicenceNotice(problem))).toEqual([]);
      await expectNoAxeViolations(page, { wcagOnly: true });
    });
  }
});

test.describe('guide pages', () => {
  // The pickers pages also run right to left: their fields, calendars and clocks mirror.
  const runs = guidePagesHeaviestFirst().flatMap((url) =>
    url.startsWith('/x/react-date-pickers/') ? [url, `${url}?direction=rtl`] : [url],
  );
  for (const url of runs) {
    // On the worker's one tab (`walkPage`), which goes from page to page as a reader's does.
    test(`${url} renders every demo, at its reserved height, without console errors`, async ({
      walkPage,
      walkTab,
      phase,
    }) => {
      let problems: string[] = [];
      const { count, page } = await walkDemos(
        walkPage,
        async (tab) => {
          problems = watchConsole(tab);
          await tab.goto(url);
        },
        async () => {
          await walkTab.discard();
          return walkTab.get();
        },
        phase,
      );
      const heights = await phase('heights', () =>
        page.locator('section.demo .demo-preview').evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            const inner =
              element.getBoundingClientRect().height -
              Number.parseFloat(style.paddingTop) -
              Number.parseFloat(style.paddingBottom);
            return [Number.parseFloat((element as HTMLElement).style.minHeight), Math.round(inner)];
          }),
        ),
      );
      expect(heights).toHaveLength(count);
      heights.forEach(([reserved, actual], index) => {
        expect(actual, `demo ${index + 1} of ${url} is taller than the height it reserved`).toBe(
          reserved,
        );
      });
      await expect(page.getByText('This demo failed to render')).toHaveCount(0);
      expect(problems.filter((problem) => !isLicenceNotice(problem))).toEqual([]);
      await phase('axe', () => expectNoAxeViolations(page, { wcagOnly: true, within: 'main' }));
    });
  }
});

test.describe('grid, chart and picker pages in dark mode and right to left', () => {
  for (const url of [
    '/x/react-data-grid/',
    '/x/react-data-grid/row-spanning/',
    '/x/react-data-grid/column-pinning/',
    '/x/react-charts/bars/',
    '/x/react-charts/pie/',
    '/x/react-date-pickers/date-picker/',
  ]) {
    for (const variant of ['dark', 'rtl'] as const) {
      test(`${url} (${variant}) has no WCAG violations or console errors`, async ({
        page: firstTab,
        freshTab,
      }) => {
        let problems: string[] = [];
        // Every demo: each chart is checked for contrast in dark mode and mirroring in RTL.
        const { page } = await walkDemos(
          firstTab,
          async (tab) => {
            problems = watchConsole(tab);
            if (variant === 'dark')
              await tab.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
            await tab.goto(variant === 'rtl' ? `${url}?direction=rtl` : url);
          },
          () => freshTab(firstTab),
        );
        expect(problems.filter((problem) => !isLicenceNotice(problem))).toEqual([]);
        await expectNoAxeViolations(page, { wcagOnly: true });
      });
    }
  }
});

test.describe('the demo in the first screen', () => {
  // A laptop screen: the title, description and ad come first, then the first demo.
  test.use({ viewport: { width: 1300, height: 1100 } });

  const FIRST_SCREEN: [string, string][] = [
    ['/x/react-data-grid/sorting/', '.MuiDataGrid-root [role="row"]'],
    ['/x/react-date-pickers/date-picker/', '.MuiPickersTextField-root'],
    ['/x/react-charts/bars/', 'svg .MuiBarChart-root, svg rect'],
    ['/x/react-tree-view/rich-tree-view/items/', '[role="tree"] [role="treeitem"]'],
  ];

  for (const [path, part] of FIRST_SCREEN) {
    test(`${path} shows its component at the load event without input, and goes live at the reader's first move`, async ({
      page,
    }) => {
      // The page's clock only moves when the test moves it, and the reader touches nothing at
      // first: the component is there from the first paint (the build's picture of it), not a
      // blank box, and it stays there while nobody acts. (It used to be a blank box for 5 s.)
      await page.clock.install();
      await page.goto(path, { waitUntil: 'load' });
      const preview = page.locator('section.demo').first().locator('.demo-preview');
      await expect(preview).toBeInViewport();
      await expect(preview.locator('.demo-snapshot').locator(part).first()).toBeInViewport();
      await page.clock.runFor(1_500);
      await expect(preview.locator('.demo-snapshot').locator(part).first()).toBeVisible();
      await expect(preview).not.toHaveAttribute('data-loaded');
      // The reader moves the pointer: the live demo takes the picture's place.
      await page.mouse.move(40, 40);
      // Loading its code and rendering take real time, not page time: a bound, not a wait.
      await expect(preview).toHaveAttribute('data-loaded', '', { timeout: 20_000 });
      await expect(preview.locator('.demo-snapshot')).toHaveCount(0);
      await expect(preview.locator(part).first()).toBeVisible();
    });
  }

  test("a reader's first click lands on the picture, and the live demo gets it", async ({
    page,
  }) => {
    // The demo's code is held back until the click is made, so the click surely meets the picture.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (loaded) await released;
      await route.continue();
    });
    await page.goto('/x/react-data-grid/sorting/', { waitUntil: 'load' });
    loaded = true;
    const preview = page.locator('section.demo').first().locator('.demo-preview');
    const header = preview.locator('.demo-snapshot [role="columnheader"]', { hasText: 'Year' });
    const box = (await header.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(preview).not.toHaveAttribute('data-loaded');
    release();
    await expect(preview).toHaveAttribute('data-loaded', '', { timeout: 20_000 });
    await expect(preview.getByRole('columnheader', { name: 'Year' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  for (const [path, part] of FIRST_SCREEN) {
    test(`${path} shows its first demo with scripts blocked, as the build pictured it`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1300, height: 1100 },
      });
      const page = await context.newPage();
      await page.goto(path);
      const preview = page.locator('section.demo').first().locator('.demo-preview');
      const picture = preview.locator('.demo-snapshot');
      await expect(picture.locator(part).first()).toBeVisible();
      // Styled by its own rules (an unstyled component would not fill its box) and no taller
      // than the box the live demo will take.
      const [box, shown] = await Promise.all([preview.boundingBox(), picture.boundingBox()]);
      const reserved = Number(
        /min-height:\s*(\d+)px/.exec((await preview.getAttribute('style'))!)![1],
      );
      expect(shown!.height).toBeGreaterThan(reserved * 0.5);
      expect(shown!.height).toBeLessThanOrEqual(reserved);
      expect(box!.height).toBe(reserved + 32);
      // Nothing in it takes focus: it is a picture until the demo's code runs.
      expect(await picture.getAttribute('inert')).toBe('');
      await context.close();
    });
  }

  test('a reader who chose right to left gets no left-to-right picture', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // What the preferences script does before the first paint for such a reader.
    await page.route('**/x/react-data-grid/sorting/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('dir="ltr"', 'dir="rtl"');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/x/react-data-grid/sorting/');
    const preview = page.locator('section.demo').first().locator('.demo-preview');
    await expect(preview.locator('.demo-snapshot')).toBeAttached();
    await expect(preview.locator('.demo-snapshot')).toBeHidden();
    expect((await preview.boundingBox())!.height).toBe(340 + 32);
    await context.close();
  });

  test('with no picture to show (right to left), the demo starts on its own, without input', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/x/react-data-grid/sorting/?direction=rtl', { waitUntil: 'load' });
    const preview = page.locator('section.demo').first().locator('.demo-preview');
    await expect(preview.locator('.demo-snapshot')).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(preview).toHaveAttribute('data-loaded', '', { timeout: 20_000 });
  });
});

test.describe('demos on a page', () => {
  test.use({
    viewport: { width: 1300, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('load when they near the viewport and keep the height they reserved', async ({ page }) => {
    await page.goto('/x/react-data-grid/column-definition/');
    const demos = page.locator('section.demo');
    const count = await demos.count();
    expect(count).toBeGreaterThan(2);
    await expect(demos.last().locator('.demo-preview')).not.toHaveAttribute('data-loaded', '');
    for (let index = 0; index < count; index += 1) {
      const demo = await loadDemo(page, index);
      const preview = demo.locator('.demo-preview');
      const reserved = await preview.evaluate((element) =>
        Number.parseFloat((element as HTMLElement).style.minHeight),
      );
      const box = await preview.evaluate((element) => {
        const style = getComputedStyle(element);
        return (
          element.getBoundingClientRect().height -
          Number.parseFloat(style.paddingTop) -
          Number.parseFloat(style.paddingBottom)
        );
      });
      expect(Math.round(box), `demo ${index} grew past its reserved height`).toBe(reserved);
    }
  });

  test('show and hide the code, in TypeScript or in JavaScript generated from it', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/column-definition/');
    const demo = await loadDemo(page, 0);
    const toggle = demo.getByRole('button', { name: 'Show code' });
    await toggle.click();
    await expect(demo.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const typescript = demo.locator('.demo-code [data-variant="TS"] pre');
    const javascript = demo.locator('.demo-code [data-variant="JS"] pre');
    await expect(typescript).toBeVisible();
    await expect(typescript).toContainText('GridColDef');
    await demo
      .getByRole('group', { name: 'Code language' })
      .getByRole('button', { name: 'JS' })
      .click();
    await expect(javascript).toBeVisible();
    await expect(typescript).toBeHidden();
    await expect(javascript).not.toContainText(': GridColDef');
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await expect(javascript).toBeHidden();
  });

  test('the page does not carry the code: opening it fetches the source, once', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/demo-source/')) fetched.push(request.url());
    });
    const response = await page.goto('/x/react-data-grid/column-definition/');
    // A line of the first demo's source (its rows' data) is nowhere in the page but in the
    // picture of what the demo renders (scripts/demo-snapshots.mjs).
    const html = (await response?.text())!;
    expect(html).toContain('<!--picture-->');
    expect(html.replace(/<!--picture-->[\s\S]*?<!--\/picture-->/, '')).not.toContain(
      'marisol@example.com',
    );
    const demo = await loadDemo(page, 0);
    expect(fetched).toEqual([]);
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.locator('.demo-code [data-variant="TS"] pre')).toContainText('GridColDef');
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.locator('.demo-code [data-variant="TS"] pre')).toBeVisible();
    expect(fetched.map((url) => new URL(url).pathname)).toEqual([
      '/demo-source/x/react-data-grid/ColumnDefinitionBasic.json',
    ]);
  });

  test('the map of demo registries arrives with the first demo, not with the page', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().catch(() => ''));
    });
    const registryMap = async () =>
      (await Promise.all(scripts)).some((body) =>
        body.includes('page:x/react-data-grid/column-definition'),
      );
    await page.goto('/x/react-data-grid/column-definition/');
    // The first demo is in the first screen and pictured: it waits for a sign of the reader.
    await page.waitForLoadState('load');
    await expect(page.locator('.demo-preview[data-loaded]')).toHaveCount(0);
    expect(await registryMap()).toBe(false);
    await loadDemo(page, 0);
    expect(await registryMap()).toBe(true);
  });

  test('a source that fails to arrive says so, and Try again fetches it', async ({ page }) => {
    let failures = 1;
    await page.route('**/demo-source/**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback(),
    );
    await page.goto('/x/react-data-grid/column-definition/');
    const demo = await loadDemo(page, 0);
    await demo.getByRole('button', { name: 'Show code' }).click();
    const status = demo.locator('.demo-code').getByRole('status');
    await expect(status).toHaveText(/Couldn.t load the source/);
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(demo.locator('.demo-code [data-variant="TS"] pre')).toContainText('GridColDef');
  });

  test('a demo whose code cannot be downloaded says so in its box', async ({ page }) => {
    await page.goto('/x/react-data-grid/column-definition/');
    await page.waitForLoadState('networkidle');
    // Offline from here on: the demo's chunks (and its page's registry) cannot arrive.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    const demo = page.locator('section.demo').nth(1);
    await demo.scrollIntoViewIfNeeded();
    await page.mouse.move(40, 40);
    await expect(demo.getByRole('alert')).toHaveText(/could not be loaded/);
    await expect(demo.locator('.demo-preview')).toHaveAttribute('data-failed', '');
    await expect(demo.locator('.demo-preview')).not.toHaveAttribute('data-loaded', '');
  });

  test('copy the visible source, saying Copied for 1.2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/x/react-data-grid/column-definition/');
    const demo = await loadDemo(page, 0);
    // Stop time from flowing on its own, so only runFor moves it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    const expected = await demo.locator('.demo-code [data-variant="TS"] pre').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await page.clock.runFor(1100);
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(demo.getByRole('button', { name: 'Copy the source' })).toBeVisible();
  });

  test('reset remounts the demo', async ({ page }) => {
    await page.goto('/x/react-data-grid/column-definition/');
    const demo = await loadDemo(page, 0);
    await demo
      .locator('.demo-preview > *')
      .first()
      .evaluate((element) => element.setAttribute('data-touched', ''));
    await demo.getByRole('button', { name: 'Reset' }).click();
    await expect(demo.locator('.demo-preview[data-loaded]')).toBeVisible();
    await expect(demo.locator('[data-touched]')).toHaveCount(0);
  });

  test('the toolbar is one tab stop, walked with the arrow keys (mirrored right to left)', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/column-definition/');
    const demo = await loadDemo(page, 0);
    const toolbar = demo.getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'TS' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Show code' })).toBeFocused();
    expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);

    await page.goto('/x/react-data-grid/column-definition/?direction=rtl');
    const rtlDemo = await loadDemo(page, 0);
    await rtlDemo.getByRole('toolbar').getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(rtlDemo.getByRole('toolbar').getByRole('button', { name: 'TS' })).toBeFocused();
  });

  for (const [service, pattern, field] of [
    ['StackBlitz', 'https://stackblitz.com/**', 'project[files][src/Demo.tsx]'],
    ['CodeSandbox', 'https://codesandbox.io/**', 'parameters'],
  ] as const) {
    test(`open in ${service} posts a generated project`, async ({ page, context }) => {
      let posted: URLSearchParams | undefined;
      await context.route(pattern, async (route) => {
        posted = new URLSearchParams(route.request().postData() ?? '');
        await route.fulfill({ status: 200, body: 'ok' });
      });
      await page.goto('/x/react-data-grid/column-definition/');
      const demo = await loadDemo(page, 0);
      const popup = context.waitForEvent('page');
      await demo.getByRole('button', { name: service }).click();
      await (await popup).waitForLoadState();
      expect(posted?.get(field)).toBeTruthy();
      if (service === 'StackBlitz') {
        expect(posted?.get('project[files][src/Demo.tsx]')).toContain("from '@mui/x-data-grid'");
        const manifest = JSON.parse(posted?.get('project[files][package.json]') ?? '{}');
        expect(manifest.dependencies['@mui/x-data-grid']).toMatch(/^8\.\d+\.\d+$/);
      }
    });
  }
});

test.describe('the demo walk', () => {
  test('moves to a fresh tab when its page stops answering, even after a reload', async ({
    page,
    freshTab,
  }) => {
    // A renderer that stopped, as headless Chromium's sometimes do under load: shortly after each
    // load of this tab's pages, the main thread waits for a request that is never answered (a
    // synchronous one: blocked, without spinning a core the other tests need).
    await page.route('**/__never-answered', () => {});
    await page.addInitScript(() =>
      addEventListener('load', () =>
        setTimeout(() => {
          const request = new XMLHttpRequest();
          request.open('GET', '/__never-answered', false);
          request.send();
        }, 300),
      ),
    );
    const opened: Page[] = [];
    const walked = await walkDemos(
      page,
      async (tab) => {
        opened.push(tab);
        await tab.goto('/x/react-charts/sparkline/', { waitUntil: 'domcontentloaded' });
      },
      () => freshTab(page),
    );
    // The stopped tab was walked first, given up on, and closed; the fresh one walked in full.
    expect(opened).toEqual([page, walked.page]);
    expect(page.isClosed()).toBe(true);
    expect(walked.count).toBeGreaterThan(0);
    expect(test.info().annotations.map((annotation) => annotation.type)).toContain(FRAMES_STALLED);
  });
});
