// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, its listeners on this test's window. */
async function load() {
  vi.resetModules();
  return import('./leavingPage');
}

const over = (element: Element) =>
  element.dispatchEvent(new Event('pointerover', { bubbles: true }));
const out = (element: Element) => element.dispatchEvent(new Event('pointerout', { bubbles: true }));
const press = (element: Element) =>
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/x/react-data-grid/sorting/');
  document.body.innerHTML = `
    <nav>
      <a id="away" href="/x/react-data-grid/filtering/">Filtering</a>
      <a id="here" href="/x/react-data-grid/sorting/#multi">Multi-sorting</a>
      <a id="tab" href="/x/react-data-grid/paging/" target="_blank">Paging</a>
      <a id="file" href="/x/llms.txt" download>llms.txt</a>
      <a id="other-site" href="https://github.com/mui/mui-x">GitHub</a>
    </nav>
    <p><a id="in-prose" href="/x/react-data-grid/filtering/">filtering</a></p>`;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const link = (id: string) => document.getElementById(id)!;

describe('whenStaying', () => {
  it('runs at once when nothing says the reader is leaving', async () => {
    const { whenStaying } = await load();
    const run = vi.fn();
    whenStaying(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer rests on a nav link to another page, and runs when it moves off', async () => {
    const { whenStaying, leavingPage } = await load();
    over(link('away'));
    expect(leavingPage()).toBe(true);
    const run = vi.fn();
    whenStaying(run);
    expect(run).not.toHaveBeenCalled();
    out(link('away'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a resting pointer RESTING_HOLD_MS at most', async () => {
    const { whenStaying, RESTING_HOLD_MS } = await load();
    over(link('away'));
    const run = vi.fn();
    whenStaying(run);
    vi.advanceTimersByTime(RESTING_HOLD_MS - 50);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits after a press on any link to another page, PRESS_HOLD_MS at most', async () => {
    const { whenStaying, PRESS_HOLD_MS } = await load();
    press(link('in-prose'));
    const run = vi.fn();
    whenStaying(run);
    out(link('in-prose'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PRESS_HOLD_MS + 50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a link that leaves the page in no navigation of this tab', async () => {
    const { leavingPage } = await load();
    for (const id of ['here', 'tab', 'file', 'other-site']) {
      over(link(id));
      press(link(id));
      expect(leavingPage(), id).toBe(false);
    }
  });

  it('does not wait while the pointer rests on a link outside a nav (it may rest there as one reads)', async () => {
    const { leavingPage } = await load();
    over(link('in-prose'));
    expect(leavingPage()).toBe(false);
  });

  it('holds only on the page where the press happened', async () => {
    const { leavingPage } = await load();
    press(link('away'));
    expect(leavingPage()).toBe(true);
    history.pushState(null, '', '/x/react-data-grid/filtering/');
    expect(leavingPage()).toBe(false);
  });

  it('never runs once cancelled', async () => {
    const { whenStaying } = await load();
    over(link('away'));
    const run = vi.fn();
    whenStaying(run)();
    out(link('away'));
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
  });
});
