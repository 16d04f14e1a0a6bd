/**
 * The reader's contacts with late islands' server markup, tracked by one set of document
 * listeners that are in place before hydration, so that none gets lost (see LateIsland.tsx).
 */

/** What a reader did to the server's markup before the live component took its place. */
export interface Pending {
  /** The control clicked inside the island, as a path of child indexes. */
  click?: number[];
  /** The control that had focus inside the island when it was replaced. */
  focus?: number[];
  /** Elements the reader had scrolled, as paths, and where to. */
  scroll?: { path: number[]; top: number; left: number }[];
}

const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [tabindex]';
/** The server markup's holder, until the live component replaces it. */
export const HOLDER = 'data-late-island';

/** Islands on the page waiting for their code, by holder: what to do on the reader's contact. */
export const waiting = new Map<Element, (contact: Pending) => void>();
/** Contacts made before an island's effect ran (hydration had not reached it yet). */
export const early = new Map<Element, Pending>();
/** Islands that also wake on contact with elements outside them (`wakeOn`), by selector. */
export const outsideWakers = new Map<string, () => void>();

/**
 * A press began on an island's server markup and has not ended: replacing the pressed element
 * now would lose the click (its target gone between pointerdown and click). Swaps wait here.
 */
let pressing = false;
const afterPress = new Set<() => void>();

/** Runs `swap` now, or once the press under way has ended. */
export function whenNotPressed(swap: () => void) {
  if (pressing) afterPress.add(swap);
  else swap();
}

function onRelease() {
  pressing = false;
  // The click, dispatched after this in the same input task, is recorded before any swap commits.
  for (const swap of afterPress) swap();
  afterPress.clear();
}

function onContact(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const holder = target.closest(`[${HOLDER}]`);
  if (!holder) {
    for (const [selector, wake] of outsideWakers) if (target.closest(selector)) wake();
    return;
  }
  if (event.type === 'pointerdown') pressing = true;
  const contact: Pending = {};
  const control = event.type === 'click' ? target.closest(CONTROLS) : null;
  if (control && holder.contains(control)) contact.click = pathTo(holder, control);
  const wake = waiting.get(holder);
  if (wake) wake(contact);
  else early.set(holder, { ...early.get(holder), ...contact });
}

if (typeof document !== 'undefined') {
  for (const type of ['click', 'pointerover', 'pointerdown', 'focusin', 'touchstart']) {
    document.addEventListener(type, onContact, { capture: true, passive: true });
  }
  for (const type of ['pointerup', 'pointercancel']) {
    document.addEventListener(type, onRelease, { capture: true, passive: true });
  }
}

export function pathTo(root: Element, node: Element): number[] | undefined {
  const path: number[] = [];
  for (let current = node; current !== root; current = current.parentElement!) {
    if (!current.parentElement || !root.contains(current)) return undefined;
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

export function follow(root: Element, path: number[]): HTMLElement | undefined {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : undefined;
}

/** The elements inside `holder` the reader has scrolled (a nav's list), to scroll the copy alike. */
export function scrolledIn(holder: Element): Pending['scroll'] {
  const scrolled: NonNullable<Pending['scroll']> = [];
  for (const element of holder.querySelectorAll('*')) {
    if (element.scrollTop === 0 && element.scrollLeft === 0) continue;
    const path = pathTo(holder, element);
    if (path) scrolled.push({ path, top: element.scrollTop, left: element.scrollLeft });
  }
  return scrolled;
}
