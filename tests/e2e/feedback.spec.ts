import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations, storeMode, watchConsole } from './helpers';

const TOKEN = process.env.E2E_ADMIN_TOKEN ?? '';
const auth = { Authorization: `Bearer ${TOKEN}` };

async function storedFeedback(request: APIRequestContext, pathname: string) {
  const response = await request.get(`/api/feedback?pathname=${encodeURIComponent(pathname)}`, {
    headers: auth,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Record<string, unknown>[] }).items;
}

async function signIn(page: Page) {
  await page.goto('/admin/feedback/');
  await page.getByLabel('Admin token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a reader rates a page with a comment, the rating is remembered, maintainers see it', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const comment = `Step 3 needs the import line (${Date.now()})`;
  await page.goto('/x/introduction/installation/');
  const widget = page.locator('[data-feedback-widget]');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();

  await widget.getByRole('button', { name: 'No' }).click();
  await expect(widget.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  const box = widget.getByLabel('What was wrong or missing? (optional)');
  await expect(box).toBeFocused();
  await box.fill(comment);
  const issue = widget.getByRole('link', { name: 'Or open an issue on GitHub' });
  expect(decodeURIComponent((await issue.getAttribute('href')) ?? '')).toContain(
    '/x/introduction/installation/',
  );
  await expectNoAxeViolations(page);
  await widget.getByRole('button', { name: 'Send feedback' }).click();
  await expect(widget.getByRole('status')).toHaveText('Feedback submitted');

  const [stored] = await storedFeedback(request, '/x/introduction/installation');
  expect(stored).toMatchObject({ rating: 0, comment, language: 'en', sectionId: null });

  await page.reload();
  await expect(widget.getByRole('status')).toHaveText('You found this page not helpful.');
  await expect(widget.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');

  await signIn(page);
  await expect(page.getByRole('gridcell', { name: comment })).toBeVisible();
  await expect(
    page.getByRole('link', { name: '/x/introduction/installation' }).first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a failed submission says so and keeps the comment', async ({ page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto('/x/introduction/support/');
  const widget = page.locator('[data-feedback-widget]');
  await widget.getByRole('button', { name: 'Yes' }).click();
  await widget.getByLabel('Tell us more (optional)').fill('Keep me');
  await widget.getByRole('button', { name: 'Send feedback' }).click();
  await expect(widget.getByRole('alert')).toHaveText(
    "Couldn't submit feedback. Please try again later.",
  );
  await expect(widget.getByLabel('Tell us more (optional)')).toHaveValue('Keep me');
});

test('feedback on a section, by keyboard only, in Chinese', async ({ page, request }) => {
  await page.goto('/zh/x/introduction/licensing/');
  const heading = page.locator('article h2[id]').first();
  const id = await heading.getAttribute('id');
  const sectionLink = heading.locator('a[data-feedback-section]');
  await sectionLink.focus();
  await page.keyboard.press('Enter');
  const widget = page.locator('[data-feedback-widget]');
  await expect(widget.getByRole('heading', { name: '此页面对你有帮助吗？' })).toBeVisible();
  await expect(widget.getByText('针对此章节的反馈：')).toBeVisible();
  // Focus moved to the first thumb; Space presses it.
  await expect(widget.getByRole('button', { name: '有帮助', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.type('Clear section');
  await page.keyboard.press('Tab'); // → send
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status')).toHaveText('反馈已提交');

  const [stored] = await storedFeedback(request, '/x/introduction/licensing');
  const title = (await heading.evaluate((node) => node.firstChild?.textContent ?? '')).trim();
  expect(stored).toMatchObject({ rating: 1, language: 'zh', sectionId: id, sectionTitle: title });
});

test('the endpoint answers with the documented status codes over HTTP', async ({ request }) => {
  const vote = { pathname: '/x/introduction', rating: 1, language: 'en' };
  const created = await request.post('/api/feedback', { data: vote });
  expect(created.status()).toBe(201);
  expect(await created.json()).toEqual({ id: expect.any(Number) });
  expect((await request.post('/api/feedback', { data: { ...vote, rating: 3 } })).status()).toBe(
    400,
  );
  const text = await request.post('/api/feedback', {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify(vote),
  });
  expect(text.status()).toBe(415);
  const large = await request.post('/api/feedback', {
    data: { ...vote, comment: 'x'.repeat(17_000) },
  });
  expect(large.status()).toBe(413);
  expect(await large.json()).toEqual({ error: 'body: must be at most 16384 bytes' });
  expect((await request.get('/api/feedback')).status()).toBe(401);
  expect((await request.get('/api/feedback/summary', { headers: auth })).status()).toBe(200);
  const summary = (await (
    await request.get('/api/feedback/summary', { headers: auth })
  ).json()) as {
    pages: { pathname: string }[];
  };
  expect(summary.pages.map((page) => page.pathname)).toContain('/x/introduction');
});

test.describe('the admin dashboard', () => {
  test('is kept out of search engines and the sitemap', async ({ page, request }) => {
    await page.goto('/admin/feedback/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin/');
    expect((await request.get('/zh/admin/feedback/')).status()).toBe(404);
  });

  test('refuses a wrong token and signs out', async ({ page }) => {
    await page.goto('/admin/feedback/');
    await page.getByLabel('Admin token').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#admin-token-error')).toHaveText('That token is not valid.');
    await signIn(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'feedback_admin')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      expires: -1,
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Admin token')).toBeVisible();
  });

  for (const variant of ['light', 'dark', 'rtl'] as const) {
    test(`has no axe violations or console errors (${variant})`, async ({ page }) => {
      const problems = watchConsole(page);
      await storeMode(page, variant === 'dark' ? 'dark' : 'light');
      await page.goto(variant === 'rtl' ? '/admin/feedback/?direction=rtl' : '/admin/feedback/');
      await expectNoAxeViolations(page);
      await signIn(page);
      await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
      await expectNoAxeViolations(page, { wcagOnly: true });
      expect(problems).toEqual([]);
    });
  }
});
