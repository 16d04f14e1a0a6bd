// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { xPartEntries } from '@/navigation/xPages';
import { loadPart, provideServerParts } from '@/navigation/xParts';
import { xSkeleton } from '@/navigation/xSkeleton';
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

  it('hydrates without a mismatch, and loads a product’s entries when its group opens', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SideNav tree={xSkeleton} language="en" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
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
