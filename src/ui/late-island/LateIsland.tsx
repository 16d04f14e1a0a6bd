'use client';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import styles from './LateIsland.module.css';

/** How `lateIsland` finds and fetches its component. */
export interface LateIslandOptions<P> {
  /**
   * The component, for the server's render only. Pass
   * `typeof window === 'undefined' ? require('./Widget').Widget : undefined`: the bundler drops the
   * branch from the browser's build, so the page's first load leaves the component's code out.
   */
  server: ComponentType<P> | undefined;
  /** Fetches the component's code in the browser. */
  load: () => Promise<ComponentType<P>>;
  /**
   * Fetch it as soon as it comes this near the viewport (a CSS margin, `'400px 0px'`). Without it,
   * only a reader reaching for it (pointer over, focus, touch) fetches it.
   */
  near?: string;
  /**
   * Clicks elsewhere on the page, on elements matching this selector, made before the code
   * arrived: made again once it has (the headings' "feedback on this section" links).
   */
  replayClicksOn?: string;
}

/** What a reader did to the server's markup before the live component took its place. */
interface Pending {
  /** The control clicked inside the island, as a path of child indexes. */
  click?: number[];
  /** The control that had focus inside the island when it was replaced. */
  focus?: number[];
}

const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [tabindex]';
/** The server markup's holder, until the live component replaces it. */
const HOLDER = 'data-late-island';
/** React leaves the content of an element it sets no HTML for alone while hydrating. */
const SERVER_MARKUP = { __html: '' };

/** Islands on the page waiting for their code, by holder: what to do on the reader's contact. */
const waiting = new Map<Element, (contact: Pending) => void>();
/** Contacts made before an island's effect ran (hydration had not reached it yet). */
const early = new Map<Element, Pending>();

/**
 * A press began on an island's server markup and has not ended: replacing the pressed element
 * now would lose the click (its target gone between pointerdown and click). Swaps wait here.
 */
let pressing = false;
const afterPress = new Set<() => void>();

function onRelease() {
  pressing = false;
  // The click, dispatched after this in the same input task, is recorded before any swap commits.
  for (const swap of afterPress) swap();
  afterPress.clear();
}

/** One listener for every island, in place before hydration: no contact gets lost. */
function onContact(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const holder = target?.closest(`[${HOLDER}]`);
  if (!target || !holder) return;
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

/**
 * A client component that stays out of the page's first load. The server renders it in place, as
 * usual; the browser keeps that HTML as it is, unhydrated, until the reader comes near it (`near`)
 * or reaches for it, then fetches its code and renders the live component over the same markup,
 * so nothing moves. A click on the server's markup meanwhile is made again on the live component,
 * and focus stays on the control that had it. Rendered by a client-side navigation, it shows the
 * live component at once if its code has arrived, else fetches it at once.
 *
 * No Suspense boundary: React outlines a finished boundary of over 500 bytes once 12.8 kB of
 * HTML precede it, which would keep it hidden until a script moved it into place.
 */
export function lateIsland<P extends object>(options: LateIslandOptions<P>): ComponentType<P> {
  const Server = options.server;
  let arrived: ComponentType<P> | undefined;
  let fetching: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    fetching ??= options.load().then(
      (component) => (arrived = component),
      (error: unknown) => {
        fetching = undefined; // the next contact tries again
        throw error;
      },
    );
    return fetching;
  };

  // A click outside the island to make again (`replayClicksOn`), and who to tell of it.
  let outside: HTMLElement | undefined;
  let wakeForOutside: (() => void) | undefined;
  let liveHandlesOutside = false;
  const { replayClicksOn } = options;
  if (replayClicksOn && typeof document !== 'undefined') {
    document.addEventListener(
      'click',
      (event) => {
        const target = (event.target as Element).closest?.(replayClicksOn);
        if (liveHandlesOutside || !(target instanceof HTMLElement)) return;
        if (target.closest(`[${HOLDER}]`)) return;
        outside = target;
        wakeForOutside?.();
      },
      { capture: true, passive: true },
    );
  }

  function LateIsland(props: P) {
    const root = useRef<HTMLDivElement>(null);
    const pending = useRef<Pending>({});
    const [Live, setLive] = useState<ComponentType<P> | undefined>(() => arrived);

    useEffect(() => {
      const holder = root.current?.firstElementChild;
      if (Live || !holder) return;
      let done = false;
      const start = (contact: Pending = {}) => {
        if (contact.click) pending.current.click = contact.click;
        fetchCode().then(
          (component) => {
            const swap = () => {
              if (done) return;
              const active = document.activeElement;
              if (active && holder.contains(active)) pending.current.focus = pathTo(holder, active);
              startTransition(() => setLive(() => component));
            };
            if (pressing) afterPress.add(swap);
            else swap();
          },
          () => {},
        );
      };
      waiting.set(holder, start);
      wakeForOutside = () => start();
      const before = early.get(holder);
      early.delete(holder);
      // Rendered in the browser (a client-side navigation), there is no server markup to keep.
      if (before || outside || !holder.firstChild) start(before);
      const box = holder.firstElementChild;
      const observer =
        options.near && box
          ? new IntersectionObserver(
              (entries) => entries.some((entry) => entry.isIntersecting) && start(),
              { rootMargin: options.near },
            )
          : undefined;
      if (box) observer?.observe(box);
      return () => {
        done = true;
        waiting.delete(holder);
        wakeForOutside = undefined;
        observer?.disconnect();
      };
    }, [Live]);

    // Focus moves in the same commit that removed the focused server markup: a key pressed in
    // between would otherwise reach the page's body and be lost.
    useLayoutEffect(() => {
      const element = root.current;
      const { focus } = pending.current;
      if (!Live || !element || !focus) return;
      pending.current.focus = undefined;
      follow(element, focus)?.focus();
    }, [Live]);

    // The live component's own effects ran first (children before parents): its listeners are
    // in place for the clicks made again here.
    useEffect(() => {
      const element = root.current;
      if (!Live || !element) return;
      const { click } = pending.current;
      pending.current = {};
      if (click) follow(element, click)?.click();
      liveHandlesOutside = true;
      const clicked = outside;
      outside = undefined;
      if (clicked?.isConnected) clicked.click();
      return () => {
        liveHandlesOutside = false;
      };
    }, [Live]);

    return (
      <div ref={root} className={styles.root}>
        {Live ? (
          <Live {...props} />
        ) : Server ? (
          <div className={styles.root} {...{ [HOLDER]: '' }}>
            <Server {...props} />
          </div>
        ) : (
          <div
            className={styles.root}
            {...{ [HOLDER]: '' }}
            dangerouslySetInnerHTML={SERVER_MARKUP}
            suppressHydrationWarning
          />
        )}
      </div>
    );
  }
  return LateIsland;
}
