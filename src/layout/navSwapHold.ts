import { HOLDER } from '@/ui/late-island/contacts';

/**
 * When the live MUI X nav waits to replace the server's markup (the `holdSwap` of its late
 * island): its first render, some 230 links, would share the frame of a navigation the reader is
 * about to start or is waiting for, and the shell routes the server's links meanwhile. It waits
 * - while the pointer rests on one of the server's links (a click may come at any moment);
 * - after a press or click on one, until the route changes (at most NAVIGATION_HOLD_MS, for a
 *   press that led nowhere).
 * Both hold only on the page where they began: the route change wakes the nav, with the new page
 * marked, even with the pointer still on the link.
 */
const NAVIGATION_HOLD_MS = 3_000;
let navigating: { path: string; until: number } | undefined;
/** The page's path when the pointer came to rest on one of the server's links, or null. */
let restingAt: string | null = null;

/** The server's nav link an event reached, if any (no React handlers on it yet). */
export function serverNavLink(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement &&
    anchor.closest('#docs-side-nav')?.closest(`[${HOLDER}]`)
    ? anchor
    : null;
}

export function holdForNavigation() {
  navigating = { path: location.pathname, until: performance.now() + NAVIGATION_HOLD_MS };
}

export function isNavSwapHeld(): boolean {
  const path = location.pathname;
  if (restingAt === path) return true;
  return (
    navigating !== undefined && navigating.path === path && performance.now() < navigating.until
  );
}

if (typeof window !== 'undefined') {
  // On window, capturing: ahead of the late islands' contact listener on document, which asks
  // for the swap on the same pointerover. (pointerout comes first when the pointer moves on.)
  const track = (event: Event) => {
    restingAt =
      event.type === 'pointerover' && serverNavLink(event.target) ? location.pathname : null;
  };
  for (const type of ['pointerover', 'pointerout']) {
    window.addEventListener(type, track, { capture: true, passive: true });
  }
}
