import { expect, test, type Locator, type Page } from './fixtures';
import { watchConsole } from './helpers';

test.use({ viewport: { width: 1300, height: 900 } });

const PAGE = '/x/react-data-grid/column-definition/';

/** Opens the first demo's source panel; the highlighted block, not yet an editor. */
async function openCode(page: Page) {
  const demo = page.locator('section.demo').first();
  await demo.scrollIntoViewIfNeeded();
  await page.mouse.move(30, 30);
  await expect(demo.locator('.demo-preview[data-loaded]')).toBeVisible({ timeout: 15_000 });
  await demo.getByRole('button', { name: 'Show code' }).click();
  const block = demo.locator('.demo-code [data-variant="TS"] pre');
  await expect(block).toBeVisible();
  return { demo, block };
}

/**
 * Opens the first demo's source and focuses it, which loads the code editor (CodeMirror) in its
 * place. The editor is CodeMirror's editable element (role textbox, named by its aria-label).
 */
async function openEditor(page: Page) {
  const { demo, block } = await openCode(page);
  // The original source, as the highlighted block shows it (the editor starts with the same text).
  const original = (await block.textContent()) ?? '';
  await block.focus();
  const editor = demo.getByRole('textbox', { name: /Edit the TypeScript source/ });
  await expect(editor).toBeFocused();
  return { demo, editor, original };
}

/**
 * The editor's text, one line per `.cm-line`. CodeMirror renders only the lines near the visible
 * part; the demo here has about 30, so all of them are in the page.
 */
function editorText(editor: Locator) {
  return editor.evaluate((element) =>
    [...element.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n'),
  );
}

/** Opens the first demo's editor and renames its "Email address" column to "Mail". */
async function openAndRenameEmailHeader(page: Page) {
  await page.goto(PAGE);
  const { demo, editor, original } = await openEditor(page);
  await editor.fill(original.replace("headerName: 'Email address'", "headerName: 'Mail'"));
  await expect(
    demo.locator('.demo-preview').getByRole('columnheader', { name: 'Mail' }),
  ).toBeVisible();
  return { demo, editor };
}

test.describe('live editing of demos', () => {
  test('an edit re-renders the demo; a syntax error keeps the last good preview; reset restores', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(PAGE);
    const { demo, editor, original } = await openEditor(page);
    const header = (text: string) =>
      demo.locator('.demo-preview').getByRole('columnheader', { name: text });
    await expect(header('Email address')).toBeVisible();

    expect(original).toContain("headerName: 'Email address'");
    expect(await editorText(editor)).toBe(original);
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
    const { demo, editor, original } = await openEditor(page);
    const header = (text: string) =>
      demo.locator('.demo-preview').getByRole('columnheader', { name: text });
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
    const { demo, editor, original } = await openEditor(page);
    await editor.fill(`import _ from 'lodash';\n${original}`);
    await expect(demo.locator('.demo-edit-error')).toContainText(
      '"lodash" cannot be imported in this demo',
    );
    await expect(
      demo.locator('.demo-preview').getByRole('columnheader', { name: 'Email address' }),
    ).toBeVisible();
  });

  test('an edit in TypeScript carries over to JavaScript without its types', async ({ page }) => {
    const { demo } = await openAndRenameEmailHeader(page);
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    // The same editor, now named for JavaScript, holding the converted edit.
    const js = demo.getByRole('textbox', { name: /Edit the JavaScript source/ });
    await expect(js).toContainText("headerName: 'Mail'");
    await expect(js).not.toContainText('GridColDef[]');
    await expect(demo.getByRole('textbox', { name: /Edit the TypeScript source/ })).toHaveCount(0);
  });

  test('the editor takes the highlighted block’s place without moving anything, left to right on a right-to-left page', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(`${PAGE}?direction=rtl`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const { demo, block } = await openCode(page);
    // Boxes relative to the toolbar above the code: focusing the block may scroll the page.
    const toolbar = demo.locator('.demo-toolbar');
    const box = async (target: Locator) => {
      const [own, reference] = await Promise.all([target.boundingBox(), toolbar.boundingBox()]);
      return { top: own!.y - reference!.y, height: own!.height, width: own!.width };
    };
    const before = await box(block);
    await block.focus();
    const editor = demo.getByRole('textbox', { name: /Edit the TypeScript source/ });
    await expect(editor).toBeFocused();
    await expect(block).toBeHidden();
    const root = demo.locator('.demo-editor');
    await expect(root).toHaveAttribute('dir', 'ltr');
    const after = await box(root);
    expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
    expect(await editor.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(problems).toEqual([]);
  });

  test('Tab indents and keeps focus in the editor; Shift+Tab outdents; Ctrl/Cmd+Z undoes', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const { editor, original } = await openEditor(page);
    // The exact text: toHaveText would trim the indentation this test is about.
    const firstLine = () => editor.locator('.cm-line').first().textContent();
    const line = original.split('\n')[0];
    // Focused from the keyboard, the editor's cursor is at the start of the code.
    await page.keyboard.press('Tab');
    await expect.poll(firstLine).toBe(`  ${line}`);
    await expect(editor).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(firstLine).toBe(line);
    await page.keyboard.press('Tab');
    await expect.poll(firstLine).toBe(`  ${line}`);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(firstLine).toBe(line);
    await expect(editor).toBeFocused();
  });

  test('Escape leaves the editor for the code toggle; Tab comes back', async ({ page }) => {
    await page.goto(PAGE);
    const { demo, editor } = await openEditor(page);
    await page.keyboard.press('Escape');
    await expect(demo.getByRole('button', { name: 'Hide code' })).toBeFocused();
    await expect(editor).not.toBeFocused();
    await expect(editor).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
  });

  test('the edited code stays highlighted, in the static code’s colours', async ({ page }) => {
    const { demo, editor } = await openAndRenameEmailHeader(page);
    const colour = (token: Locator) => token.evaluate((element) => getComputedStyle(element).color);
    const string = editor.locator('span', { hasText: /^'Mail'$/ });
    const keyword = editor.locator('span', { hasText: /^const$/ }).first();
    await expect(string).toHaveAttribute('class', /\S/);
    await expect(keyword).toHaveAttribute('class', /\S/);
    // In the static block, the same tokens: the editor uses the same colours.
    const block = demo.locator('.demo-code [data-variant="TS"] pre');
    const staticString = block.locator('span', { hasText: /^'Posts'$/ });
    const staticKeyword = block.locator('span', { hasText: /^const$/ }).first();
    const plain = await colour(editor.locator('.cm-line').first());
    expect(await colour(string)).not.toBe(plain);
    expect(await colour(keyword)).not.toBe(plain);
    expect(await colour(string)).not.toBe(await colour(keyword));
    expect(await colour(string)).toBe(await colour(staticString));
    expect(await colour(keyword)).toBe(await colour(staticKeyword));
  });

  test('nothing of the editor loads before the source is focused, nor the transpiler before the first edit', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      // Downloads only: the edited demo itself runs as a blob: module, which has no body to fetch
      // (this test failed whenever Chromium reported a response for that module).
      const url = response.url();
      if (response.request().resourceType() === 'script' && /^https?:/.test(url)) scripts.push(url);
    });
    const bodiesFrom = (start: number) =>
      Promise.all(
        scripts
          .slice(start)
          .map((url) => page.request.get(url).then((response) => response.text())),
      );
    /** Whether a script downloaded since `start` has `marker` in it. */
    const loaded = (start: number, marker: string) => async () =>
      (await bodiesFrom(start)).some((body) => body.includes(marker));
    // CodeMirror names its editable element's class in its source; sucrase's parser names its
    // token types in its source. No script has either before the reader needs it.
    const EDITOR = 'cm-content';
    const TRANSPILER = 'jsxRuntime';

    await page.goto(PAGE);
    const { block } = await openCode(page);
    await page.waitForLoadState('networkidle');
    const beforeFocus = scripts.length;
    expect(await loaded(0, EDITOR)()).toBe(false);
    expect(await loaded(0, TRANSPILER)()).toBe(false);

    // Focusing the source brings the editor (and only it)…
    await block.focus();
    const editor = page.getByRole('textbox', { name: /Edit the TypeScript source/ });
    await expect(editor).toBeFocused();
    await expect.poll(loaded(beforeFocus, EDITOR)).toBe(true);
    await page.waitForLoadState('networkidle');
    const beforeEdit = scripts.length;
    expect(await loaded(beforeFocus, TRANSPILER)()).toBe(false);

    // …and the first edit brings the transpiler: the checks above can fail.
    await editor.press('End');
    await editor.press('Enter');
    await expect.poll(loaded(beforeEdit, TRANSPILER)).toBe(true);
  });
});
