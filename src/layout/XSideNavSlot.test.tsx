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

/** The nav's code, as the island fetches it: the component and the open product's links. */
async function codeArrived() {
  const { loadOpenPart } = await import('./XSideNav');
  await loadOpenPart(place.pathname);
}

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

  it('waits while the pointer rests on one of its links, and goes live once it moves off', async () => {
    const { container, link } = await hydrated();
    const target = link('/x/react-data-grid/pagination/');
    await act(async () => target.dispatchEvent(new Event('pointerover', { bubbles: true })));
    await act(() => codeArrived());
    // A click may come at any moment: the live nav's first render would share its frame.
    expect(live(container)).toBe(false);
    const heading = container.querySelector('#docs-side-nav')!;
    await act(async () => {
      target.dispatchEvent(new Event('pointerout', { bubbles: true }));
      heading.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    await act(() => vi.waitFor(() => expect(live(container)).toBe(true), { timeout: 5000 }));
  });

  it('waits while a click it routed is under way, then goes live on the new page', async () => {
    const { container, root, XSideNavSlot, link } = await hydrated();
    // A click with no pointer before it (a key on a focused link): the code is asked for now
    // and arrives while the router is on its way.
    await act(async () => link('/x/react-data-grid/pagination/').click());
    expect(router.push).toHaveBeenCalledWith('/x/react-data-grid/pagination/');
    await act(() => codeArrived());
    expect(live(container)).toBe(false);
    history.pushState(null, '', '/x/react-data-grid/pagination/');
    place.pathname = '/x/react-data-grid/pagination/';
    await act(async () => root.render(<XSideNavSlot {...props} />));
    await act(() => vi.waitFor(() => expect(live(container)).toBe(true), { timeout: 5000 }));
    const active = container.querySelector('a[aria-current="page"]');
    expect(active?.getAttribute('href')).toBe('/x/react-data-grid/pagination/');
  });

  it('does not wait to make a click on one of its buttons, even with the pointer on a link', async () => {
    const { container, link } = await hydrated();
    await act(async () =>
      link('/x/react-data-grid/pagination/').dispatchEvent(
        new Event('pointerover', { bubbles: true }),
      ),
    );
    await act(() => codeArrived());
    const toggle = container.querySelector<HTMLButtonElement>(
      '#docs-side-nav button[aria-expanded]',
    )!;
    const expanded = toggle.getAttribute('aria-expanded');
    const label = toggle.textContent;
    await act(async () => toggle.click());
    await act(() => vi.waitFor(() => expect(live(container)).toBe(true), { timeout: 5000 }));
    // The click was made again on the live copy of the same button.
    const again = [...container.querySelectorAll('#docs-side-nav button[aria-expanded]')].find(
      (button) => button.textContent === label,
    );
    expect(again?.getAttribute('aria-expanded')).not.toBe(expanded);
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
