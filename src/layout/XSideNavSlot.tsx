'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { routedHref } from '@/navigation/routeClick';
import { isFilePath } from '@/navigation/tree';
import { prefetchMarkup } from '@/ui/static-markup/pageMarkup';
import { HOLDER } from '@/ui/late-island/contacts';
import { lateIsland } from '@/ui/late-island/LateIsland';
import lateStyles from '@/ui/late-island/LateIsland.module.css';
import { setNavDrawerOpen, useNavDrawerOpen } from './navDrawerStore';
import { revealActiveLink } from './revealActiveLink';
import { useDrawerSwipe } from './useSwipe';
import type { XSideNavProps } from './XSideNav';

/** The nav goes live once its drawer opens or the route changes: states its HTML cannot show. */
function useNavWake() {
  const open = useNavDrawerOpen();
  const pathname = usePathname();
  const [first] = useState(pathname);
  return open || pathname !== first;
}

/**
 * How long a press or click on a server link holds the live nav back, at most: its first render
 * (some 230 links) would otherwise share the frame of the navigation the reader is waiting for.
 * The route change wakes it once the new page is in; a press that led nowhere lets it go later.
 */
const NAVIGATION_HOLD_MS = 3_000;
let held: { path: string; until: number } | undefined;
const holdForNavigation = () => {
  held = { path: location.pathname, until: performance.now() + NAVIGATION_HOLD_MS };
};

const LateXSideNav = lateIsland<XSideNavProps>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('./XSideNav') as typeof import('./XSideNav')).XSideNav
      : undefined,
  // With the open product's links: the live nav renders them at once, where the server's were.
  load: () =>
    import('./XSideNav').then(async (module) => {
      await module.loadOpenPart(location.pathname);
      return module.XSideNav;
    }),
  // Reaching for the header's button fetches the drawer's code before the tap that opens it.
  wakeOn: '[aria-controls="docs-side-nav"]',
  useWake: useNavWake,
  holdSwap: () =>
    held !== undefined && held.path === location.pathname && performance.now() < held.until,
});

/** The server's markup of the nav, before its code arrived: no React handlers in it. */
const serverLink = (event: SyntheticEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  return anchor instanceof HTMLAnchorElement && anchor.closest(`[${HOLDER}]`) ? anchor : null;
};

/**
 * The MUI X side nav, out of the page's first load: a page's HTML holds the whole nav, links
 * and open branch, and its code (the outline, the tree logic, the drawer) arrives when the reader
 * reaches for it (pointer, focus, touch, the header's button), the drawer opens or the route
 * changes. Until then this shell does what the nav's links would: a click goes through the
 * router, the page is fetched on intent, the active link is brought into view and a swipe from the
 * edge opens the drawer. The live nav keeps the list's scroll position (`lateIsland`), and waits
 * while a navigation this shell started is under way.
 */
export function XSideNavSlot(props: XSideNavProps) {
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  useDrawerSwipe(useNavDrawerOpen(), setNavDrawerOpen, null);
  useEffect(() => {
    revealActiveLink(box.current?.querySelector<HTMLElement>('[data-nav-scroller]') ?? null);
  }, []);

  const prefetch = (event: SyntheticEvent) => {
    const href = serverLink(event)?.getAttribute('href');
    if (!href?.startsWith('/') || isFilePath(href)) return;
    router.prefetch(href);
    prefetchMarkup(href);
  };

  return (
    <div
      ref={box}
      className={lateStyles.root}
      onPointerOver={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onPointerDown={(event) => serverLink(event) && holdForNavigation()}
      onClick={(event) => {
        const anchor = serverLink(event);
        const target = anchor && routedHref(event.nativeEvent, anchor);
        if (!target) return;
        event.preventDefault();
        holdForNavigation();
        setNavDrawerOpen(false);
        router.push(target);
      }}
    >
      <LateXSideNav {...props} />
    </div>
  );
}
