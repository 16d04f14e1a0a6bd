import { expect, test, type Page } from './fixtures';
import { evaluateSearch } from '../../src/search/evaluationRunner';
import { expectNoAxeViolations, storeMode, watchConsole } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog', { name: /Search the docs|搜索文档/ });
const field = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/** Opens the dialog with the shortcut, again until the page has hydrated and listens for it. */
async function openSearch(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(field(page)).toBeFocused({ timeout: 1_000 });
  }).toPass();
}

async function search(page: Page, query: string) {
  await openSearch(page);
  await field(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

/** The listed pages, each as its group's text (title, sections, then "Product · Kind"). */
const groupTexts = (page: Page) => dialog(page).locator('[role="listbox"] > li').allInnerTexts();
/** The results of the query in the field, once they are on screen (not the previous ones). */
async function resultsFor(page: Page, query: string) {
  await search(page, query);
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  return groupTexts(page);
}

test('a page title finds its page first, and Enter opens it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/introduction/');
  await search(page, 'Sorting');
  await expect(options(page).first()).toContainText('Sorting');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
  await expect(dialog(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('a heading finds its section, which opens at its anchor', async ({ page }) => {
  await page.goto('/x/introduction/');
  await search(page, 'custom comparator');
  const section = options(page)
    .filter({ hasText: /^Custom comparator/ })
    .first();
  await expect(section).toBeVisible();
  await section.click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/#custom-comparator$/);
});

test('a prop name finds the prop and its anchor on the API page', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await search(page, 'rowHeight');
  const group = dialog(page)
    .getByRole('listbox')
    .getByRole('group', { name: 'DataGrid API', exact: true });
  await expect(group).toBeVisible();
  await group.getByRole('option', { name: /^rowHeight/ }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-rowHeight$/);
  await expect(page.locator('#prop-rowHeight')).toBeInViewport();
});

test('Chinese pages search the Chinese index, in Chinese', async ({ page }) => {
  await page.goto('/zh/x/introduction/');
  await openSearch(page);
  await field(page).fill('四个产品');
  // The section of that name, not the page hit whose excerpt mentions it.
  const hit = options(page)
    .filter({ hasText: /^四个产品/ })
    .first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/#/);
});

test('results of the product the reader is in come first', async ({ page }) => {
  // Each group ends with its product and kind ("Tree View · Guides").
  const firstGroup = () => dialog(page).locator('[role="listbox"] > li').first().innerText();
  await page.goto('/x/api/tree-view/rich-tree-view/');
  await search(page, 'selection');
  await expect.poll(firstGroup).toMatch(/Tree View ·/);
  await page.keyboard.press('Escape');

  await page.goto('/x/react-data-grid/');
  await search(page, 'selection');
  await expect.poll(firstGroup).toMatch(/Data Grid ·/);
});

test('a feature word typed on a product page lists its guide before the API rows', async ({
  page,
}) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  // Every picker's API page has validation props; the reader wants the Validation guide.
  const groups = await resultsFor(page, 'validation');
  expect(groups[0]).toMatch(/^Validation\n[\s\S]*Date and Time Pickers · Guides$/);
  await options(page).first().click();
  await expect(page).toHaveURL(/\/x\/react-date-pickers\/validation\/$/);
});

test('a name from the code lists its API row first', async ({ page }) => {
  await page.goto('/x/react-data-grid/row-selection/');
  const groups = await resultsFor(page, 'checkboxSelection');
  expect(groups[0]).toMatch(/Data Grid · API$/);
  const first = dialog(page).locator('[role="listbox"] > li').first();
  // The page, then the prop itself.
  await first.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(
    /\/x\/api\/data-grid\/data-grid(-pro|-premium)?\/#prop-checkboxSelection$/,
  );
});

test('a reader’s word finds the page that uses the docs’ word for it', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  // The docs say "pinning".
  const groups = await resultsFor(page, 'freeze first column');
  expect(groups[0]).toMatch(/^Column pinning\n/);
});

test('a Chinese question finds its page', async ({ page }) => {
  await page.goto('/zh/x/react-data-grid/');
  // 固定列: "pin columns"; the page is English text under the Chinese URL.
  const groups = await resultsFor(page, '固定列');
  expect(groups[0]).toMatch(/^Column pinning\n/);
  await options(page).first().click();
  await expect(page).toHaveURL(/\/zh\/x\/react-data-grid\/column-pinning\/$/);
});

test('the evaluation set: the answer is in the first three pages', async ({ page, baseURL }) => {
  // 120-odd queries, each searched as the dialog searches it (src/search/evaluationRunner.ts).
  test.setTimeout(180_000);
  const result = await evaluateSearch(page, baseURL!);
  const misses = result.misses.map(
    ({ query, from, rank, top }) => `${query} (${from}): ${rank ?? '-'} ${top.join(' ')}`,
  );
  console.log(
    `Search evaluation: hit@1 ${result.hitAt1}, hit@3 ${result.hitAt3}, MRR ${result.mrr} over ${result.queries} queries`,
  );
  expect(result.hitAt3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  expect(result.mrr, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
});

test('filters narrow the results to a product and a kind', async ({ page }) => {
  await page.goto('/x/introduction/');
  await search(page, 'selection');
  await dialog(page).getByRole('button', { name: 'Charts' }).click();
  await dialog(page).getByRole('button', { name: 'API' }).click();
  await expect(dialog(page).getByRole('button', { name: 'API' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The previous results stay on screen while the filtered search runs: wait for it to finish.
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const groups = await dialog(page).locator('[role="listbox"] > li').allInnerTexts();
  expect(groups).not.toEqual([]);
  for (const text of groups) {
    expect(text).toContain('Charts · API');
  }
});

test('the dialog is keyboard operable and remembers what was opened', async ({ page }) => {
  await page.goto('/x/introduction/');
  // "/" opens it from anywhere except a text field.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await field(page).fill('Sorting');
  await expect(options(page).first()).toBeVisible();
  const first = await options(page).first().getAttribute('id');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', first!);
  await page.keyboard.press('ArrowDown');
  const second = await options(page).nth(1).getAttribute('id');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', second!);
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', first!);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();

  await openSearch(page);
  await field(page).fill('Sorting');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sorting\/$/);
  await openSearch(page);
  // The field starts empty again and lists what was opened.
  await expect(field(page)).toHaveValue('');
  await expect(dialog(page).getByRole('group', { name: 'Recent' })).toContainText('Sorting');
});

for (const variant of ['light', 'dark', 'rtl'] as const) {
  test(`the open dialog with results has no axe violations (${variant})`, async ({ page }) => {
    await storeMode(page, variant === 'dark' ? 'dark' : 'light');
    await page.goto(`/x/introduction/${variant === 'rtl' ? '?direction=rtl' : ''}`);
    await search(page, 'filter');
    await expectNoAxeViolations(page);
  });
}
