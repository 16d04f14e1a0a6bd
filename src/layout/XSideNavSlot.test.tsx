// @vitest-environment jsdom
import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { xPartEntries } from '@/navigation/xPages';
import { provideServerParts } from '@/navigation/xParts';
import { hydrateAfter } from '@/test-utils/hydrateAfter';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
const place = vi.hoisted(() => ({ pathname: '/x/react-data-grid/sorting/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => place.pathname,
  useRouter: () => router,
}));
vi.mock('@/i18n', () => ({ useTranslate: () => (key: string) => key }));
vi.mock('@/navigation/IntentLink', () => ({
  IntentLink: ({ href, ...props }: { href: string }) => <a href={href} {...props} />,
}));
vi.mock('@/ui/static-markup/pageMarkup', () => ({ prefetchMarkup: vi.fn() }));

afterEach(() => {
  document.body.innerHTML = '';
  place.pathname = '/x/react-data-grid/sorting/';
  vi.clearAllMocks();
});

const props = { missing: [], language: 'en' as const };

/**
 * The build's HTML: the slot as the browser renders it (the island empty), with the nav as the
 * server renders it in the island. (On the server the island's component comes through a
 * `require` of TypeScript, which the test runner cannot follow.)
 */
async function serverHtml() {
  vi.resetModules(); // a fresh island: no code arrived in an earlier test
  const { XSideNavSlot } = await import('./XSideNavSlot');
  const { XSideNav } = await import('./XSideNav');
  const html = async (element: React.ReactElement) =>
    new Response((await prerender(element)).prelude).text();
  const slot = await html(<XSideNavSlot {...props} />);
  provideServerParts(xPartEntries);
  vi.stubGlobal('window', undefined);
  try {
    const nav = await html(<XSideNav {...props} />);
    const holder = 'data-late-island=""></div>';
    expect(slot).toContain(holder);
    return slot.replace(holder, `data-late-island="">${nav}</div>`);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The page as a browser gets it: the server's nav, hydrated by the shell alone. */
async function hydrated() {
  const html = await serverHtml();
  const { XSideNavSlot } = await import('./XSideNavSlot');
  const { setNavDrawerOpen } = await import('./navDrawerStore');
  const page = await hydrateAfter(<XSideNavSlot {...props} />, () => {}, { html });
  expect(page.recoverable).toEqual([]);
  const link = (href: string) =>
    page.container.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
  return { ...page, XSideNavSlot, setNavDrawerOpen, link };
}

const live = (container: HTMLElement) => !container.querySelector('[data-late-island]');

describe('XSideNavSlot', () => {
  it('keeps the server’s nav, and routes a click on its links through the client router', async () => {
    const { container, link } = await hydrated();
    expect(live(container)).toBe(false);
    let prevented = false;
    document.addEventListener('click', (event) => (prevented = event.defaultPrevented), {
      once: true,
    });
    await act(async () => link('/x/react-data-grid/pagination/').click());
    expect(router.push).toHaveBeenCalledWith('/x/react-data-grid/pagination/');
    expect(prevented).toBe(true);
  });

  it('fetches a page ahead when the pointer reaches its link in the server’s nav', async () => {
    const { link } = await hydrated();
    await act(async () =>
      link('/x/react-data-grid/cells/').dispatchEvent(new Event('pointerover', { bubbles: true })),
    );
    expect(router.prefetch).toHaveBeenCalledWith('/x/react-data-grid/cells/');
  });

  it('leaves a click on an outside link to the browser', async () => {
    const { container } = await hydrated();
    const whatsNew = container.querySelector<HTMLAnchorElement>('a[href^="https://mui.com/"]')!;
    window.addEventListener('click', (event) => event.preventDefault(), { once: true }); // jsdom
    await act(async () => whatsNew.click());
    expect(router.push).not.toHaveBeenCalled();
  });

  it('goes live when the drawer opens, and the drawer stays open', async () => {
    const { container, setNavDrawerOpen } = await hydrated();
    await act(async () => setNavDrawerOpen(true));
    await act(() => vi.waitFor(() => expect(live(container)).toBe(true), { timeout: 5000 }));
    // Mounted closed, as the server's markup was, it opens two frames later (the drawer slides in).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.querySelector('nav')?.getAttribute('role')).toBe('dialog');
    expect(live(container)).toBe(true);
    // The open product's links came with the code: rendered at once, the page still marked.
    const active = container.querySelector('a[aria-current="page"]');
    expect(active?.getAttribute('href')).toBe('/x/react-data-grid/sorting/');
    await act(async () => setNavDrawerOpen(false));
  });

  it('holds the live nav back while a click it routed is under way, then goes live', async () => {
    const { container, root, XSideNavSlot, link } = await hydrated();
    const target = link('/x/react-data-grid/pagination/');
    const fire = (type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));
    // The pointer reaches the link and presses it at once; the code arrives during the press.
    await act(async () => {
      fire('pointerover');
      fire('pointerdown');
    });
    const { loadOpenPart } = await import('./XSideNav');
    await act(() => loadOpenPart(place.pathname));
    await act(async () => {
      fire('pointerup');
      target.click();
    });
    expect(router.push).toHaveBeenCalledWith('/x/react-data-grid/pagination/');
    // Its first render would have shared the navigation's frame: it waits for the new page.
    expect(live(container)).toBe(false);
    history.pushState(null, '', '/x/react-data-grid/pagination/');
    place.pathname = '/x/react-data-grid/pagination/';
    await act(async () => root.render(<XSideNavSlot {...props} />));
    await act(() => vi.waitFor(() => expect(live(container)).toBe(true), { timeout: 5000 }));
  });

  it('goes live after a client-side navigation, with the new page marked', async () => {
    const { container, root, XSideNavSlot } = await hydrated();
    place.pathname = '/x/react-data-grid/pagination/';
    await act(async () => root.render(<XSideNavSlot {...props} />));
    await act(() => vi.waitFor(() => expect(live(container)).toBe(true), { timeout: 5000 }));
    const active = container.querySelector('a[aria-current="page"]');
    expect(active?.getAttribute('href')).toBe('/x/react-data-grid/pagination/');
  });
});
