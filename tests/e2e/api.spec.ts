import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, hydrated, watchConsole } from './helpers';

test.use({ viewport: { width: 1400, height: 900 } });

function propRow(page: Page, name: string) {
  return page.locator(`tr#prop-${name}`);
}

test.describe('API pages read from the installed packages', () => {
  for (const { path, title, imports, props } of [
    {
      path: '/x/api/data-grid/data-grid/',
      title: 'DataGrid API',
      imports: "import { DataGrid } from '@mui/x-data-grid';",
      props: [
        ['rowHeight', '52'],
        ['pageSizeOptions', '[25, 50, 100]'],
        ['rowSelection', 'true'],
      ],
    },
    {
      path: '/x/api/date-pickers/date-picker/',
      title: 'DatePicker API',
      imports: "import { DatePicker } from '@mui/x-date-pickers';",
      props: [['disableFuture', 'false']],
    },
    {
      path: '/x/api/charts/bar-chart/',
      title: 'BarChart API',
      imports: "import { BarChart } from '@mui/x-charts';",
      props: [['layout', "'vertical'"]],
    },
    {
      path: '/x/api/tree-view/rich-tree-view/',
      title: 'RichTreeView API',
      imports: "import { RichTreeView } from '@mui/x-tree-view';",
      props: [
        ['expansionTrigger', "'content'"],
        ['multiSelect', 'false'],
      ],
    },
    {
      path: '/x/api/charts/radar-chart/',
      title: 'RadarChart API',
      imports: "import { RadarChart } from '@mui/x-charts';",
      props: [['divisions', '5']],
    },
    {
      path: '/x/api/date-pickers/time-range-picker/',
      title: 'TimeRangePicker API',
      imports: "import { TimeRangePicker } from '@mui/x-date-pickers-pro';",
      props: [['closeOnSelect', 'false']],
    },
    {
      path: '/x/api/data-grid/quick-filter/',
      title: 'QuickFilter API',
      imports: "import { QuickFilter } from '@mui/x-data-grid';",
      props: [['debounceMs', '150']],
    },
  ]) {
    test(`${title}: imports and props with their defaults`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      // The title, then the plan badge of a Pro or Premium symbol.
      await expect(page.locator('h1')).toHaveText(new RegExp(`^${title}(Pro|Premium)?$`));
      await expect(page.locator('[data-code-block]').first()).toContainText(imports);
      for (const [name, value] of props) {
        await expect(propRow(page, name).locator('td').nth(2)).toHaveText(value);
      }
      expect(problems).toEqual([]);
    });
  }

  test('required props are marked, deprecated ones explained, descriptions rendered', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(propRow(page, 'columns').locator('abbr[title="Required"]')).toHaveText('*');
    await expect(propRow(page, 'rowHeight')).toContainText(
      'Sets the height in pixel of a row in the Data Grid.',
    );
  });

  test('slots and CSS classes come with their defaults and class names', async ({ page }) => {
    await page.goto('/x/api/tree-view/rich-tree-view/');
    await expect(page.locator('tr#slot-root td').nth(1)).toHaveText('RichTreeViewRoot');
    await expect(page.locator('tr#slot-expandIcon td').nth(1)).toHaveText('—');
    await expect(page.locator('tr#class-root td').first()).toHaveText('.MuiRichTreeView-root');
  });

  test('long tables fold and load their rows when opened', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(page.locator('tr#class-root')).toHaveCount(0);
    const classes = page.locator('h2#css-classes + details');
    await expect(classes.locator('summary')).toHaveText('Show all 238');
    await classes.locator('summary').click();
    await expect(page.locator('tr#class-root td').first()).toHaveText('.MuiDataGrid-root');
    await expect(
      classes.getByRole('link', { name: 'Open this table on its own page' }),
    ).toHaveAttribute('href', '/x/api/data-grid/data-grid/css-classes/');
    const slots = page.locator('h2#slots + details');
    await slots.locator('summary').press('Enter');
    await expect(page.locator('tr#slot-baseButton td').nth(1)).toHaveText('Button');
    expect(problems).toEqual([]);
  });

  test('a link to a folded row opens its table and shows the row', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/#class-cell--editing');
    await expect(page.locator('tr#class-cell--editing')).toBeInViewport();
    await expect(page.locator('h2#css-classes + details')).toHaveAttribute('open', '');
  });

  test('a folded table has its own page, whole without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/x/api/data-grid/data-grid-premium/slots/');
    await expect(page.locator('h1')).toHaveText('DataGridPremium API: Slots');
    await expect(page.locator('tr[id^="slot-"]')).toHaveCount(135);
    await expect(
      page.getByRole('link', { name: 'Back to the DataGridPremium API' }),
    ).toHaveAttribute('href', '/x/api/data-grid/data-grid-premium/');
    await context.close();
  });

  test('Pro and Premium props are flagged on the Premium grid', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid-premium/');
    await expect(page.locator('h1')).toContainText('Premium');
    await expect(propRow(page, 'aggregationModel')).toContainText('Premium');
    await expect(propRow(page, 'treeData').locator('td').first()).toContainText('Pro');
    await expect(propRow(page, 'rowHeight').locator('td').first()).not.toContainText('Pro');
  });

  test('every prop has a stable anchor', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/#prop-pageSizeOptions');
    await expect(propRow(page, 'pageSizeOptions')).toBeInViewport();
    await expect(
      propRow(page, 'pageSizeOptions').getByRole('link', { name: 'pageSizeOptions' }),
    ).toHaveAttribute('href', '#prop-pageSizeOptions');
  });

  test('links to the guides that use the component', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const usedIn = page.locator('h2#used-in + ul');
    await expect(usedIn.getByRole('link', { name: 'Installation' })).toHaveAttribute(
      'href',
      '/x/introduction/installation/',
    );
  });

  test('long types are folded and unfold on demand', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const folded = propRow(page, 'onPaginationModelChange').locator('details');
    await expect(folded).not.toHaveAttribute('open', '');
    await folded.locator('summary').click();
    await expect(folded).toHaveAttribute('open', '');
  });

  test('tables can be shown as lists, remembered across a reload', async ({ page }) => {
    await page.goto('/x/api/tree-view/rich-tree-view/');
    await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'List' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-api-layout', 'list');
    await expect(page.locator('table thead').first()).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-api-layout', 'list');
    await expect(
      page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'List' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });

  test('a renamed symbol says what the installed version calls it', async ({ page }) => {
    await page.goto('/x/api/date-pickers/pickers-section-list/');
    await expect(page.locator('main aside[aria-label="Note"]')).toContainText(
      'Unstable_PickersSectionList',
    );
  });

  test('the product index filters as you type', async ({ page }) => {
    await page.goto('/x/api/data-grid/');
    const search = page.getByRole('searchbox', { name: 'Filter by name' });
    await search.fill('filter');
    await expect(page.locator('main').getByRole('link', { name: 'GridFilterForm' })).toBeVisible();
    await expect(
      page.locator('main').getByRole('link', { name: 'DataGrid', exact: true }),
    ).toHaveCount(0);
    await search.fill('zzz');
    await expect(page.getByText('No API page matches this filter.')).toBeVisible();
  });

  test('the tables are sent once: in the HTML, not again in the hydration payload', async ({
    request,
  }) => {
    const html = await (await request.get('/x/api/data-grid/data-grid/')).text();
    expect(Buffer.byteLength(html)).toBeLessThan(250_000);
    const description = 'Sets the height in pixel of a row in the Data Grid.';
    expect(html.split(description)).toHaveLength(2);
    expect(html).toContain('<tr id="prop-rowHeight"');
    // The row's markup is outside every inline script.
    const scripts = html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.some((script) => script.includes('prop-rowHeight'))).toBe(false);
  });

  test('after a client-side navigation the tables are read in, and their links stay client-side', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/x/api/data-grid/');
    await hydrated(page); // A link followed before that is a full load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('main').getByRole('link', { name: 'DataGrid', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/$/);
    await expect(propRow(page, 'rowHeight').locator('td').nth(2)).toHaveText('52');
    await page.locator('h2#css-classes + details summary').click();
    await expect(page.locator('tr#class-root td').first()).toHaveText('.MuiDataGrid-root');
    // A link inside a table: GridColDef from the columns prop.
    await propRow(page, 'columns').getByRole('link', { name: 'GridColDef' }).click();
    await expect(page.locator('h1')).toHaveText(/^GridColDef API/);
    await expect(page.locator('tr[id^="prop-"]').first()).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the list layout labels each cell with its column', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const list = page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'List' });
    await list.click();
    // A click before the page has hydrated is made again once it has.
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    const label = (cell: number) =>
      propRow(page, 'rowHeight')
        .locator('td')
        .nth(cell)
        .evaluate((td) => getComputedStyle(td, '::before').content.replace(/"\s+"/g, ''));
    expect(await label(1)).toBe('"Type: "');
    expect(await label(2)).toBe('"Default: "');
    expect(await label(3)).toBe('"Description: "');
    expect(await label(0)).toBe('none');
  });

  test('API pages have no axe violations', async ({ page }) => {
    for (const path of [
      '/x/api/data-grid/',
      '/x/api/charts/bar-chart/',
      '/x/api/date-pickers/date-picker/',
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
});

test('an unstable export and a component without props are explained', async ({ page }) => {
  await page.goto('/x/api/charts/sankey-chart/');
  await expect(page.locator('h1')).toHaveText(/^SankeyChart API/);
  await expect(page.locator('[data-code-block]').first()).toContainText(
    "import { Unstable_SankeyChart } from '@mui/x-charts-pro';",
  );
  await expect(page.getByText('exports this as Unstable_SankeyChart')).toBeVisible();

  await page.goto('/x/api/charts/focused-radar-mark/');
  await expect(page.getByText('This component takes no props.')).toBeVisible();
  await expect(page.locator('#props')).toHaveCount(0);
});
