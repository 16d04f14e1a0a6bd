/**
 * When a demo in view starts, and what happens to a reader's click before it has.
 *
 * A demo the build pictured (scripts/demo-snapshots.mjs) already shows its component, so its code
 * waits for the reader's first sign of presence: the pointer, a key, a touch, the wheel, a
 * scroll or a focus. The picture is what a reader sees either way; the code is only needed to
 * act on it, and loading it (a Data Grid: ~60 ms to evaluate and ~100 ms to mount on a fast
 * laptop, four times that on a phone) while nobody acts would only hold up the page. A screen
 * reader in browse mode sends the page no events, though, and the picture is inert, so hidden from
 * it: a pictured demo also starts once the reader has had the page for PICTURE_LIFETIME_MS.
 * A demo without a picture would be a blank box, so it starts at the page's first idle moment.
 */
import { listenForReader, READER_EVENTS, READER_SIGN, READER_SIGN_EVENT } from './readerSign';

/** The longest an unpictured demo in view waits for an idle moment after the page's load event. */
export const IDLE_TIMEOUT_MS = 500;

/** How long after the load event a pictured demo in view starts without any input. */
export const PICTURE_LIFETIME_MS = 5_000;

let present: Promise<void> | undefined;
let settled: Promise<void> | undefined;

/**
 * Resolves at the reader's first input anywhere in the window. The head's inline script listens
 * from before any bundle runs (readerSign.ts); a page already scrolled counts too. Without that
 * script (a unit test), listening starts when this module is evaluated (below).
 */
export function readerPresent(): Promise<void> {
  present ??= new Promise((resolve) => {
    listenForReader(READER_EVENTS, READER_SIGN, READER_SIGN_EVENT);
    const signs = window as unknown as Record<string, boolean | undefined>;
    if (signs[READER_SIGN] || window.scrollY > 0) resolve();
    else window.addEventListener(READER_SIGN_EVENT, () => resolve(), { once: true });
  });
  return present;
}

if (typeof window !== 'undefined') void readerPresent();

/** Resolves `delay` ms after the page's load event, at an idle moment (at most IDLE_TIMEOUT_MS later). */
function afterLoad(delay: number): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      setTimeout(
        () =>
          'requestIdleCallback' in window
            ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
            : resolve(),
        delay,
      );
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/** Resolves at the reader's first input, or PICTURE_LIFETIME_MS after the load event. */
export function pictureDone(): Promise<void> {
  return Promise.race([readerPresent(), afterLoad(PICTURE_LIFETIME_MS)]);
}

/**
 * Resolves once the page has loaded and the browser has a moment to spare (at most
 * IDLE_TIMEOUT_MS after the load event), or at once on the reader's first input: the page's own
 * scripts have run and hydrated the chrome by then. It never waits for the reader.
 */
export function pageSettled(): Promise<void> {
  settled ??= Promise.race([readerPresent(), afterLoad(0)]);
  return settled;
}

const pictureOf = (box: HTMLElement) => box.querySelector<HTMLElement>(':scope > .demo-snapshot');

/**
 * Whether the box shows the build's picture of its demo. A right-to-left reader gets none: the
 * rule that hides it (`html[dir='rtl'] .demo-snapshot`, global.css) is read here from the
 * attribute, not from the computed style, which would make the browser restyle the page in the
 * middle of hydration's effects (~10 ms on a phone, before this change).
 */
export function showsPicture(box: HTMLElement): boolean {
  const picture = pictureOf(box);
  return (
    picture !== null &&
    picture.childElementCount > 0 &&
    picture.ownerDocument.documentElement.getAttribute('dir') !== 'rtl'
  );
}

/** What a reader aimed at: the same control in the live demo has the same tag, role and text. */
const aimOf = (element: Element) =>
  [element.tagName, element.getAttribute('role'), element.textContent?.trim().slice(0, 80)].join(
    '|',
  );

/** The control a point of the picture belongs to: the nearest element with a role, a link, a field. */
const CONTROL =
  '[role]:not([role="presentation"], [role="none"]), a[href], button, input, select, textarea, label, [tabindex]';

/**
 * Keeps the reader's last click on the picture (which is inert, so the click reaches the box) and
 * makes it again, by `replay()`, on the control at the same place in the live demo, if that
 * control is the one the picture showed there (same tag, role and text). A touch reader's first tap on a picture starts the
 * demo and lands before it is live; without this, that tap would do nothing.
 */
export function keepPictureClicks(box: HTMLElement) {
  let kept: { x: number; y: number; aim: string } | null = null;
  const onClick = (event: MouseEvent) => {
    const picture = pictureOf(box);
    if (!picture?.hasAttribute('inert')) return;
    // Inert content takes no part in hit testing; for this one synchronous look it does.
    picture.removeAttribute('inert');
    const hit = document.elementFromPoint(event.clientX, event.clientY);
    picture.setAttribute('inert', '');
    if (!hit || !picture.contains(hit) || hit === picture) return;
    const control = hit.closest(CONTROL);
    const { left, top } = box.getBoundingClientRect();
    const aim = aimOf(control && picture.contains(control) ? control : hit);
    kept = { x: event.clientX - left, y: event.clientY - top, aim };
  };
  box.addEventListener('click', onClick);
  return {
    replay() {
      box.removeEventListener('click', onClick);
      if (!kept) return;
      const { left, top } = box.getBoundingClientRect();
      // The live demo may draw more at that point (an icon its hover state shows): the control
      // is the hit element or the nearest of its ancestors that matches what the picture had.
      let target = document.elementFromPoint(left + kept.x, top + kept.y);
      while (target && target !== box && box.contains(target) && aimOf(target) !== kept.aim) {
        target = target.parentElement;
      }
      if (target instanceof HTMLElement && target !== box && box.contains(target)) target.click();
      kept = null;
    },
    stop() {
      box.removeEventListener('click', onClick);
    },
  };
}
