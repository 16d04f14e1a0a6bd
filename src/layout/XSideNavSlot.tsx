'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { routedHref } from '@/navigation/routeClick';
import { isFilePath } from '@/navigation/tree';
import { prefetchMarkup } from '@/ui/static-markup/pageMarkup';
import { lateIsland } from '@/ui/late-island/LateIsland';
import lateStyles from '@/ui/late-island/LateIsland.module.css';
import { setNavDrawerOpen, useNavDrawerOpen } from './navDrawerStore';
import { holdForNavigation, isNavSwapHeld, serverNavLink } from './navSwapHold';
import { revealActiveLinkNextFrame } from './revealActiveLink';
import { useDrawerSwipe } from './useSwipe';
import type { XSideNavProps } from './XSideNav';

/** The nav goes live once its drawer opens or the route changes: states its HTML cannot show. */
function useNavWake() {
  const open = useNavDrawerOpen();
  const pathname = usePathname();
  const [first] = useState(pathname);
  return open || pathname !== first;
}

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
  holdSwap: isNavSwapHeld,
});

/**
 * The MUI X side nav, out of the page's first load: a page's HTML holds the whole nav, links
 * and open branch, and its code (the outline, the tree logic, the drawer) arrives when the reader
 * reaches for it (pointer, focus, touch, the header's button), the drawer opens or the route
 * changes. Until then this shell does what the nav's links would: a click goes through the
 * router, the page is fetched on intent, the active link is brought into view and a swipe from the
 * edge opens the drawer. The live nav keeps the list's scroll position (`lateIsland`), and waits
 * while the reader is about to follow, or is following, one of the server's links (navSwapHold).
 */
export function XSideNavSlot(props: XSideNavProps) {
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  useDrawerSwipe(useNavDrawerOpen(), setNavDrawerOpen, null);
  useEffect(
    () =>
      revealActiveLinkNextFrame(
        () => box.current?.querySelector<HTMLElement>('[data-nav-scroller]') ?? null,
      ),
    [],
  );

  const prefetch = (event: SyntheticEvent) => {
    const href = serverNavLink(event.target)?.getAttribute('href');
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
      onPointerDown={(event) => serverNavLink(event.target) && holdForNavigation()}
      onClick={(event) => {
        const anchor = serverNavLink(event.target);
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
