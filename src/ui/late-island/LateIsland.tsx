'use client';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  early,
  follow,
  HOLDER,
  outsideWakers,
  pathTo,
  scrolledIn,
  waiting,
  whenNotPressed,
  type Pending,
} from './contacts';
import styles from './LateIsland.module.css';

export { follow, pathTo } from './contacts';

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
  /**
   * Contact (pointer over, press, focus, touch) with elements outside the island matching this
   * selector fetches its code too: the button that opens a drawer island, say.
   */
  wakeOn?: string;
  /**
   * A hook called as the island renders; once it returns true, the island fetches its code and
   * goes live: for a state the server markup cannot show (a drawer opened, a route changed).
   */
  useWake?: () => boolean;
  /**
   * While this returns true, the live component waits to replace the server markup: its first
   * render would share the frame of something the reader is waiting for (a navigation the markup
   * started). The next contact or wake swaps it in; a click on a control of the markup, which is
   * made again on the live copy, does not wait.
   */
  holdSwap?: () => boolean;
}

/** React leaves the content of an element it sets no HTML for alone while hydrating. */
const SERVER_MARKUP = { __html: '' };
const neverWake = () => false;

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
  const { replayClicksOn, wakeOn } = options;
  const useWake = options.useWake ?? neverWake;
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
    const wake = useWake();
    const startNow = useRef<() => void>(undefined);

    useEffect(() => {
      const holder = root.current?.firstElementChild;
      if (Live || !holder) return;
      let done = false;
      const start = (contact: Pending = {}) => {
        if (contact.click) pending.current.click = contact.click;
        fetchCode().then(
          (component) => {
            whenNotPressed(() => {
              // A click made on a control of the markup is made again only on the live copy.
              if (done || (!pending.current.click && options.holdSwap?.())) return;
              const active = document.activeElement;
              if (active && holder.contains(active)) pending.current.focus = pathTo(holder, active);
              pending.current.scroll = scrolledIn(holder);
              startTransition(() => setLive(() => component));
            });
          },
          () => {},
        );
      };
      waiting.set(holder, start);
      startNow.current = () => start();
      wakeForOutside = () => start();
      if (wakeOn) outsideWakers.set(wakeOn, () => start());
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
        startNow.current = undefined;
        wakeForOutside = undefined;
        if (wakeOn) outsideWakers.delete(wakeOn);
        observer?.disconnect();
      };
    }, [Live]);

    useEffect(() => {
      if (wake && !Live) startNow.current?.();
    }, [wake, Live]);

    // Focus and scroll move in the same commit that removed the focused server markup: a key pressed in
    // between would otherwise reach the page's body and be lost.
    useLayoutEffect(() => {
      const element = root.current;
      const { focus, scroll } = pending.current;
      if (!Live || !element) return;
      pending.current.focus = pending.current.scroll = undefined;
      for (const { path, top, left } of scroll ?? []) {
        const copy = follow(element, path);
        if (copy) Object.assign(copy, { scrollTop: top, scrollLeft: left });
      }
      if (focus) follow(element, focus)?.focus();
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
