// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoPreview } from './DemoPreview';

const loaders = vi.hoisted(() => new Map<string, () => Promise<{ default: () => ReactNode }>>());

vi.mock('./registry', () => ({
  findDemoLoader: async (key: string) => loaders.get(key),
}));
vi.mock('./DemoTheme', () => ({
  DemoTheme: ({ children }: { children: ReactNode }) => children,
}));

function Fine() {
  return <p>a working demo</p>;
}
function Broken(): ReactNode {
  throw new Error('broken demo');
}

beforeEach(() => {
  loaders.clear();
  loaders.set('x/fine', async () => ({ default: Fine }));
  loaders.set('x/broken', async () => ({ default: Broken }));
  loaders.set('x/unreachable', () => Promise.reject(new Error('offline')));
});

afterEach(cleanup);

const preview = (container: HTMLElement) => container.querySelector('.demo-preview')!;

describe('DemoPreview says how a demo ended', () => {
  it('marks a rendered demo data-loaded', async () => {
    const { container } = render(<DemoPreview demoKey="x/fine" height={100} eager />);
    await screen.findByText('a working demo');
    expect(preview(container).hasAttribute('data-loaded')).toBe(true);
    expect(preview(container).hasAttribute('data-failed')).toBe(false);
  });

  it('marks a demo that throws data-failed, with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<DemoPreview demoKey="x/broken" height={100} eager />);
    await screen.findByRole('alert');
    await waitFor(() => expect(preview(container).hasAttribute('data-failed')).toBe(true));
    expect(preview(container).hasAttribute('data-loaded')).toBe(false);
    vi.mocked(console.error).mockRestore();
  });

  it('marks a demo whose code cannot load data-failed', async () => {
    const { container } = render(<DemoPreview demoKey="x/unreachable" height={100} eager />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This demo could not be loaded. Check your connection and reload the page.',
    );
    expect(preview(container).hasAttribute('data-failed')).toBe(true);
  });
});

describe('DemoPreview and a reader leaving the page', () => {
  it('renders the demo only once the pointer has left a nav link to another page', async () => {
    const nav = document.body.appendChild(document.createElement('nav'));
    nav.innerHTML = '<a href="/x/react-data-grid/filtering/">Filtering</a>';
    const link = nav.querySelector('a')!;
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const load = vi.fn(async () => ({ default: Fine }));
    loaders.set('x/held', load);
    const { container } = render(<DemoPreview demoKey="x/held" height={100} eager />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('a working demo');
    link.dispatchEvent(new Event('pointerout', { bubbles: true }));
    await screen.findByText('a working demo');
    nav.remove();
  });
});

describe("DemoPreview and the build's picture of a demo", () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('hydrates over a picture without a mismatch, shows it, then replaces it with the live demo', async () => {
    // The server's HTML with the picture scripts/demo-snapshots.mjs writes into its empty box.
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<DemoPreview demoKey="x/fine" height={100} eager />).replace(
      '<div class="demo-snapshot"></div>',
      '<div class="demo-snapshot" inert=""><p>the pictured demo</p></div>',
    );
    expect(html).toContain('the pictured demo');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <DemoPreview demoKey="x/fine" height={100} eager />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await waitFor(() => expect(container.textContent).toContain('a working demo'));
    expect(container.querySelector('.demo-snapshot')).toBeNull();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root!.unmount());
    container.remove();
  });

  it('keeps the picture while the live demo loads', async () => {
    const { renderToString } = await import('react-dom/server');
    loaders.set('x/slow', () => new Promise(() => {}));
    const html = renderToString(<DemoPreview demoKey="x/slow" height={100} eager />).replace(
      '<div class="demo-snapshot"></div>',
      '<div class="demo-snapshot" inert=""><p>the pictured demo</p></div>',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <DemoPreview demoKey="x/slow" height={100} eager />);
    });
    expect(container.querySelector('.demo-snapshot')?.textContent).toBe('the pictured demo');
    act(() => root!.unmount());
    container.remove();
  });
});

describe('DemoPreview in view, not eager', () => {
  /** Every observed box is in view at once. */
  class InView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    disconnect() {}
  }
  beforeEach(() => vi.stubGlobal('IntersectionObserver', InView));
  afterEach(() => vi.unstubAllGlobals());

  /** The server's HTML for the demo, with or without the build's picture, hydrated. */
  async function hydrate(demoKey: string, picture: string) {
    vi.resetModules();
    const { DemoPreview: Preview } = await import('./DemoPreview');
    const { renderToString } = await import('react-dom/server');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Preview demoKey={demoKey} height={100} />).replace(
      '<div class="demo-snapshot"></div>',
      `<div class="demo-snapshot" inert="">${picture}</div>`,
    );
    const { hydrateRoot } = await import('react-dom/client');
    const root = hydrateRoot(container, <Preview demoKey={demoKey} height={100} />);
    return { container, unmount: () => (root.unmount(), container.remove()) };
  }

  it('keeps a pictured demo a picture until the reader moves, then makes it live', async () => {
    const load = vi.fn(async () => ({ default: Fine }));
    loaders.set('x/pictured', load);
    const { container, unmount } = await hydrate('x/pictured', '<p>the pictured demo</p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toContain('the pictured demo');
    window.dispatchEvent(new Event('pointermove'));
    await waitFor(() => expect(container.textContent).toContain('a working demo'));
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('starts a demo without a picture once the page is idle, with no input', async () => {
    const load = vi.fn(async () => ({ default: Fine }));
    loaders.set('x/unpictured', load);
    const { container, unmount } = await hydrate('x/unpictured', '');
    await waitFor(() => expect(container.textContent).toContain('a working demo'));
    unmount();
  });
});
