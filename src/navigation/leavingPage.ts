/**
 * Whether the reader is about to leave the page for another of the site, or is leaving it: the
 * pointer rests on a navigation's link to another page (a `<nav>`'s: the side nav, breadcrumbs,
 * previous and next; a click may come at any moment), or a link to another page was pressed or
 * clicked and the route has not changed yet. A link elsewhere, where a pointer may rest while its
 * reader reads, does not count until pressed. Heavy work the page can put off (a demo's
 * first render) waits meanwhile: started a moment before the click, React would finish it before
 * the navigation's render, since both are transitions, and the reader would wait for a demo on a
 * page they are leaving (a soft navigation of ~50 ms took 170–300 ms so).
 *
 * Both hold only on the page where they began, and not for long: a pointer resting on a link
 * without a click holds for RESTING_HOLD_MS, a press that led nowhere for PRESS_HOLD_MS.
 */
export const RESTING_HOLD_MS = 1_000;
export const PRESS_HOLD_MS = 3_000;

let resting: { path: string; since: number } | undefined;
let pressed: { path: string; until: number } | undefined;
const waiting = new Set<() => void>();

/** The link to another page of this origin that an event reached, if any. */
function linkAway(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && url.pathname !== location.pathname ? anchor : null;
}

/** Whether a navigation away from this page is likely now. */
export function leavingPage(now = performance.now()): boolean {
  const path = location.pathname;
  if (resting?.path === path && now - resting.since < RESTING_HOLD_MS) return true;
  return pressed?.path === path && now < pressed.until;
}

/** When `leavingPage()` turns false at the latest, if nothing else happens. */
function latestEnd(now: number): number {
  const ends = [pressed ? pressed.until : 0, resting ? resting.since + RESTING_HOLD_MS : 0];
  return Math.max(Math.max(...ends) - now, 0);
}

/**
 * Runs `run` once the reader is not about to leave the page: at once, usually. Returns a cancel
 * function (for a component that unmounts first, as one does when the navigation happens).
 */
export function whenStaying(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    const now = performance.now();
    if (leavingPage(now)) {
      timer = setTimeout(check, latestEnd(now));
      return;
    }
    waiting.delete(check);
    run();
  };
  waiting.add(check);
  check();
  return () => {
    clearTimeout(timer);
    waiting.delete(check);
  };
}

function track(event: Event) {
  const now = performance.now();
  const link = linkAway(event.target);
  if (event.type === 'pointerover') {
    resting = link?.closest('nav') ? { path: location.pathname, since: now } : undefined;
  } else if (event.type === 'pointerout') resting = undefined;
  else if (link) pressed = { path: location.pathname, until: now + PRESS_HOLD_MS };
  for (const check of [...waiting]) check();
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerover', 'pointerout', 'pointerdown', 'click']) {
    window.addEventListener(type, track, { capture: true, passive: true });
  }
}
