import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers';

test.use({ viewport: { width: 1300, height: 900 } });

const PAGE = '/x/react-data-grid/column-definition/';

/** Opens the first demo's source and focuses it, which turns it into an editor. */
async function openEditor(page: Page) {
  const demo = page.locator('section.demo').first();
  await demo.scrollIntoViewIfNeeded();
  await page.mouse.move(30, 30);
  await expect(demo.locator('.demo-preview[data-loaded]')).toBeVisible({ timeout: 15_000 });
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.locator('.demo-code [data-variant="TS"] pre').focus();
  const editor = demo.getByRole('textbox', { name: /Edit the TypeScript source/ });
  await expect(editor).toBeFocused();
  return { demo, editor };
}

test.describe('live editing of demos', () => {
  test('an edit re-renders the demo; a syntax error keeps the last good preview; reset restores', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(PAGE);
    const { demo, editor } = await openEditor(page);
    const header = (text: string) =>
      demo.locator('.demo-preview').getByRole('columnheader', { name: text });
    await expect(header('Email address')).toBeVisible();

    const original = await editor.inputValue();
    expect(original).toContain("headerName: 'Email address'");
    await editor.fill(original.replace("headerName: 'Email address'", "headerName: 'Mail'"));
    await expect(header('Mail')).toBeVisible();
    await expect(header('Email address')).toHaveCount(0);

    // A syntax error: a message under the preview, and the last good version stays.
    await editor.fill(original.replace("headerName: 'Email address'", "headerName: 'Mail',,,{"));
    const error = demo.locator('.demo-edit-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Syntax error');
    await expect(header('Mail')).toBeVisible();

    // Reset: the original source and the prebuilt demo.
    await demo.getByRole('button', { name: 'Reset' }).click();
    await expect(header('Email address')).toBeVisible();
    await expect(error).toBeHidden();
    await expect(demo.locator('.demo-editor')).toHaveCount(0);
    await expect(demo.locator('.demo-code [data-variant="TS"] pre')).toContainText(
      "headerName: 'Email address'",
    );
    expect(problems).toEqual([]);
  });

  test('an edit that throws while rendering shows the error and brings back the last good version', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const { demo, editor } = await openEditor(page);
    const header = (text: string) =>
      demo.locator('.demo-preview').getByRole('columnheader', { name: text });
    const original = await editor.inputValue();
    const good = original.replace("headerName: 'Email address'", "headerName: 'Mail'");
    await editor.fill(good);
    await expect(header('Mail')).toBeVisible();
    // Valid code that fails only when React renders it.
    await editor.fill(
      good.replace(
        /return \(/,
        "if (rows.length > 0) throw new Error('Render failed on purpose');\n  return (",
      ),
    );
    await expect(demo.locator('.demo-edit-error')).toContainText('Render failed on purpose');
    await expect(header('Mail')).toBeVisible();
  });

  test('an import outside the demo’s scope is refused with a clear message', async ({ page }) => {
    await page.goto(PAGE);
    const { demo, editor } = await openEditor(page);
    const original = await editor.inputValue();
    await editor.fill(`import _ from 'lodash';\n${original}`);
    await expect(demo.locator('.demo-edit-error')).toContainText(
      '"lodash" cannot be imported in this demo',
    );
    await expect(
      demo.locator('.demo-preview').getByRole('columnheader', { name: 'Email address' }),
    ).toBeVisible();
  });

  test('an edit in TypeScript carries over to JavaScript without its types', async ({ page }) => {
    await page.goto(PAGE);
    const { demo, editor } = await openEditor(page);
    const original = await editor.inputValue();
    await editor.fill(original.replace("headerName: 'Email address'", "headerName: 'Mail'"));
    await expect(
      demo.locator('.demo-preview').getByRole('columnheader', { name: 'Mail' }),
    ).toBeVisible();
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    const js = demo.getByRole('textbox', { name: /Edit the JavaScript source/ });
    await expect(js).toHaveValue(/headerName: 'Mail'/);
    expect(await js.inputValue()).not.toContain('GridColDef[]');
  });

  test('nothing of the editor or the transpiler loads before the first edit', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      // Downloads only: the edited demo itself runs as a blob: module, which has no body to fetch
      // (this test failed whenever Chromium reported a response for that module).
      const url = response.url();
      if (response.request().resourceType() === 'script' && /^https?:/.test(url)) scripts.push(url);
    });
    await page.goto(PAGE);
    const { editor } = await openEditor(page);
    await page.waitForLoadState('networkidle');
    const beforeEdit = scripts.length;
    const bodies = await Promise.all(
      scripts.map((url) => page.request.get(url).then((response) => response.text())),
    );
    // sucrase's parser names its token types in its source; no script before the edit has it.
    expect(bodies.some((body) => body.includes('jsxRuntime'))).toBe(false);

    await editor.fill(`${await editor.inputValue()}\n`);
    await expect.poll(() => scripts.length).toBeGreaterThan(beforeEdit);
    await page.waitForLoadState('networkidle');
    // …and the marker is there once the reader edits: the check above can fail.
    const after = await Promise.all(
      scripts
        .slice(beforeEdit)
        .map((url) => page.request.get(url).then((response) => response.text())),
    );
    expect(after.some((body) => body.includes('jsxRuntime'))).toBe(true);
  });
});
