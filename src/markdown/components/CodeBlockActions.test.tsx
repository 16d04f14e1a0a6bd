// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKUP_INSERTED_EVENT } from '@/ui/static-markup/pageMarkup';
import { CodeBlock } from './CodeBlock';
import { CodeBlockActions } from './CodeBlockActions';
import { copyLabels } from './CopyButton';
import { CodeVariant, CodeVariants } from './CodeVariants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const labels = copyLabels('en');
/** Two samples as a page's static markup holds them: no React of their own. */
const SAMPLES = renderToStaticMarkup(
  <CodeVariants label="Code language" lines={1}>
    <CodeVariant variant="TS">
      <CodeBlock labels={labels}>{'const a: number = 1;'}</CodeBlock>
    </CodeVariant>
    <CodeVariant variant="JS">
      <CodeBlock labels={labels}>{'const a = 1;'}</CodeBlock>
    </CodeVariant>
  </CodeVariants>,
);

const writeText = vi.fn<(text: string) => Promise<void>>();
let unmount = () => {};

/** How many times the code-block behaviour was installed: it is fetched only when needed. */
const installs = vi.hoisted(() => ({ count: 0 }));
vi.mock('./codeBlockBehaviour', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./codeBlockBehaviour')>();
  return {
    ...actual,
    watchVariants: () => {
      installs.count += 1;
      return actual.watchVariants();
    },
  };
});

/** A page whose `<main>` holds `html`, with the layout's CodeBlockActions mounted. */
async function mount(html: string) {
  document.body.innerHTML = `<main>${html}</main><div id="actions"></div>`;
  const root = createRoot(document.getElementById('actions')!);
  await act(async () => root.render(<CodeBlockActions />));
  unmount = () => act(() => root.unmount());
}

beforeEach(() => {
  vi.useFakeTimers();
  installs.count = 0;
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockResolvedValue(undefined);
});

afterEach(() => {
  unmount();
  vi.useRealTimers();
  writeText.mockReset();
  document.documentElement.removeAttribute('data-code-variant');
});

const copyButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-copy-button]')];
const tab = (name: string) =>
  [...document.querySelectorAll('[data-code-variant-switch] button')].find(
    (button) => button.textContent === name,
  )!;

describe('CodeBlockActions', () => {
  beforeEach(async () => {
    await mount(SAMPLES);
    await act(() => vi.waitFor(() => expect(installs.count).toBe(1)));
  });

  it('copies a block from its static copy button and says so for 2 s', async () => {
    const [button] = copyButtons();
    expect(button.getAttribute('aria-label')).toBe('Copy the code');
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith('const a: number = 1;');
    expect(button.textContent).toBe('Copied');
    expect(button.hasAttribute('data-copied')).toBe(true);
    await act(async () => vi.advanceTimersByTime(1900));
    // A second copy restarts the countdown.
    await act(async () => button.click());
    await act(async () => vi.advanceTimersByTime(1900));
    expect(button.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(100));
    expect(button.textContent).toBe('Copy');
    expect(button.hasAttribute('data-copied')).toBe(false);
  });

  it('says nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const [, button] = copyButtons();
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(button.textContent).toBe('Copy');
  });

  it('chooses the variant from a tab and marks the chosen tab of every switch', async () => {
    expect(tab('TypeScript').getAttribute('aria-pressed')).toBe('true');
    await act(async () => (tab('JavaScript') as HTMLButtonElement).click());
    expect(document.documentElement.getAttribute('data-code-variant')).toBe('JS');
    expect(document.cookie).toContain('codeVariant=JS');
    await act(async () => vi.advanceTimersByTime(0));
    expect(tab('JavaScript').getAttribute('aria-pressed')).toBe('true');
    expect(tab('TypeScript').getAttribute('aria-pressed')).toBe('false');
  });

  it('marks the chosen tab in markup put in after a navigation', async () => {
    document.documentElement.setAttribute('data-code-variant', 'JS');
    await act(async () => vi.advanceTimersByTime(0));
    const arrived = document.createElement('div');
    arrived.innerHTML = SAMPLES;
    document.body.append(arrived);
    expect(arrived.querySelector('[data-value="JS"]')?.getAttribute('aria-pressed')).toBe('false');
    arrived.dispatchEvent(new Event(MARKUP_INSERTED_EVENT, { bubbles: true }));
    expect(arrived.querySelector('[data-value="JS"]')?.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('CodeBlockActions, fetched when needed', () => {
  it('fetches nothing on a page without code blocks, until static markup brings one', async () => {
    await mount('<p>Prose alone.</p>');
    await act(() => vi.dynamicImportSettled());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(installs.count).toBe(0);
    const arrived = document.createElement('div');
    arrived.innerHTML = SAMPLES;
    document.querySelector('main')!.append(arrived);
    await act(async () => {
      arrived.dispatchEvent(new Event(MARKUP_INSERTED_EVENT, { bubbles: true }));
    });
    await act(() => vi.waitFor(() => expect(installs.count).toBe(1)));
    await act(async () => copyButtons()[0].click());
    expect(writeText).toHaveBeenCalledWith('const a: number = 1;');
  });

  it('copies once it has arrived when the button was clicked while it was on its way', async () => {
    // Modules of their own, with the behaviour's arrival held until the test lets it through.
    vi.resetModules();
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('./codeBlockBehaviour', async () => {
      const actual =
        await vi.importActual<typeof import('./codeBlockBehaviour')>('./codeBlockBehaviour');
      await arrived;
      return actual;
    });
    const { CodeBlockActions: Fresh } = await import('./CodeBlockActions');
    document.body.innerHTML = `<main>${SAMPLES}</main><div id="actions"></div>`;
    const root = createRoot(document.getElementById('actions')!);
    await act(async () => root.render(<Fresh />));
    unmount = () => act(() => root.unmount());
    await act(async () => copyButtons()[1].click());
    expect(writeText).not.toHaveBeenCalled();
    arrive();
    await act(() => vi.waitFor(() => expect(writeText).toHaveBeenCalled()));
    expect(writeText.mock.calls).toEqual([['const a = 1;']]);
    vi.doUnmock('./codeBlockBehaviour');
  });
});
