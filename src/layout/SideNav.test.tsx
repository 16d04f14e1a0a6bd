// @vitest-environment jsdom
import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { xPartEntries } from '@/navigation/xPages';
import { loadPart, provideServerParts } from '@/navigation/xParts';
import { xSkeleton } from '@/navigation/xSkeleton';
import { hydrateAfter } from '@/test-utils/hydrateAfter';
import { fakeIntersections } from '@/test-utils/intersections';
import { SideNav } from './SideNav';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pathname = '/x/react-data-grid/sorting/';
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ prefetch: () => {} }),
}));
vi.mock('@/i18n', () => ({ useTranslate: () => (key: string) => key }));
vi.mock('@/navigation/IntentLink', () => ({
  IntentLink: ({ href, ...props }: { href: string }) => <a href={href} {...props} />,
}));
afterEach(() => {
  document.body.innerHTML = '';
});

/** What the build writes: the nav prerendered, with the current page's product loaded. */
async function serverHtml() {
  // On the server the layout hands every part over, and there is no window (xParts.ts).
  provideServerParts(xPartEntries);
  vi.stubGlobal('window', undefined);
  try {
    const { prelude } = await prerender(<SideNav tree={xSkeleton} language="en" />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('SideNav with products loaded as parts', () => {
  it('keeps the server’s links of a product off screen, and renders them once they show', async () => {
    // Modules of their own: no product loaded yet by another test.
    vi.resetModules();
    const { SideNav: FreshNav } = await import('./SideNav');
    const parts = await import('@/navigation/xParts');
    const sorting = 'a[href="/x/react-data-grid/sorting/"]';
    let serverLink: Element | null = null;
    const html = await serverHtml(); // before the fake: it unstubs every global
    const intersections = fakeIntersections();
    const { container, recoverable } = await hydrateAfter(
      <FreshNav tree={xSkeleton} language="en" />,
      (page) => (serverLink = page.querySelector(sorting)),
      { html },
    );
    expect(recoverable).toEqual([]);
    expect(serverLink!.getAttribute('aria-current')).toBe('page');
    expect(container.querySelector(sorting)).toBe(serverLink);
    // A closed drawer touches the viewport's edge: not shown, so nothing loads or renders again.
    await act(async () => intersections.report(0, true));
    // The chunk is at hand (the pointer reached the product's button, say), but unseen links
    // are not rendered again.
    await act(() => parts.loadPart('dataGrid'));
    expect(container.querySelector(sorting)).toBe(serverLink);
    await act(async () => intersections.report(0.2));
    await act(() =>
      vi.waitFor(() => expect(container.querySelector(sorting)).not.toBe(serverLink), {
        timeout: 5000,
      }),
    );
    expect(container.querySelectorAll(sorting)).toHaveLength(1);
    expect(container.querySelector(sorting)?.getAttribute('aria-current')).toBe('page');
    vi.unstubAllGlobals();
  });

  it('renders the current product’s entries on the server, with the page marked', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    const nav = container.querySelector('nav')!;
    expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/x/react-data-grid/sorting/',
    );
    // Closed products render their button only.
    expect(nav.querySelector('a[href^="/x/react-charts/"]')).toBeNull();
  });

  it('brings the active link into view on load, unless the reader scrolled the nav first', async () => {
    // The nav's box on screen, and the active link's: below the nav's fold.
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const [top, height] = this.matches('[aria-current="page"]') ? [600, 30] : [100, 300];
      return { top, bottom: top + height, height } as DOMRect;
    });
    const scrollerOf = (container: HTMLElement) =>
      container.querySelector<HTMLElement>('nav > div:last-child')!;
    const nav = <SideNav tree={xSkeleton} language="en" />;
    const html = await serverHtml();
    const untouched = await hydrateAfter(nav, () => {}, { html });
    expect(scrollerOf(untouched.container).scrollTop).toBe(400);
    const scrolled = await hydrateAfter(nav, (page) => (scrollerOf(page).scrollTop = 120), {
      html,
    });
    expect(scrollerOf(scrolled.container).scrollTop).toBe(120);
    rects.mockRestore();
  });

  it('hydrates without a mismatch, and loads a product’s entries when its group opens', async () => {
    const { container, recoverable } = await hydrateAfter(
      <SideNav tree={xSkeleton} language="en" />,
      () => {},
      { html: await serverHtml() },
    );
    expect(recoverable).toEqual([]);
    // The open product's links, adopted from the server's HTML, are rendered by React once its
    // entries have loaded (within the hydration's act here): the same links, once each.
    await act(() => loadPart('dataGrid'));
    const sorting = 'a[href="/x/react-data-grid/sorting/"]';
    expect(container.querySelectorAll(sorting)).toHaveLength(1);
    expect(container.querySelectorAll('a[href="/x/react-data-grid/"]')).toHaveLength(1);
    expect(container.querySelector(sorting)?.getAttribute('aria-current')).toBe('page');
    const charts = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Charts',
    )!;
    expect(charts.getAttribute('aria-expanded')).toBe('false');
    await act(async () => charts.click());
    expect(charts.getAttribute('aria-expanded')).toBe('true');
    await act(() =>
      vi.waitFor(
        () => expect(container.querySelector('a[href="/x/react-charts/"]')).not.toBeNull(),
        { timeout: 5000 },
      ),
    );
  });
});
