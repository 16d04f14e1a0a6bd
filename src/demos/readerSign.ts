/**
 * The reader's first sign of presence, heard from the first moment the page exists.
 *
 * A pictured demo waits for the reader (demoStart.ts), but its code may be evaluated long after
 * the reader has moved: the demo chunk hydrates late on a slow phone. An inline script in `<head>`
 * (`readerSignScript`) starts listening before any bundle runs and records the first input in a
 * window property; demoStart reads it. The browser's own `navigator.userActivation` is no
 * substitute: it misses a pointer move or the wheel, and a test driver's script evaluation sets it.
 */

/** The window property: `false` while listening, `true` once the reader has shown up. */
export const READER_SIGN = '__docsReaderSign';

/** The event fired on `window` when the property turns `true`. */
export const READER_SIGN_EVENT = 'docs:reader';

export const READER_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
];

/**
 * Starts listening, once per page, for the reader's first input anywhere in the window. Runs as
 * an inline script too: it must not reference anything outside itself except its arguments.
 */
export function listenForReader(events: string[], key: string, eventName: string) {
  const store = window as unknown as Record<string, boolean | undefined>;
  if (key in store) return;
  store[key] = false;
  const done = (event: Event) => {
    // Only the page's own scroll: the side nav scrolls its current link into view by itself,
    // and a listener on the window's capture phase hears every element's scroll.
    if (event.type === 'scroll' && event.target !== document) return;
    events.forEach((type) => window.removeEventListener(type, done, true));
    store[key] = true;
    window.dispatchEvent(new Event(eventName));
  };
  events.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
}

/** The listener's source, for an inline `<script>` in `<head>`. */
export function readerSignScript(): string {
  const args = [READER_EVENTS, READER_SIGN, READER_SIGN_EVENT].map((arg) => JSON.stringify(arg));
  return `try{(${String(listenForReader)})(${args.join(',')})}catch(e){}`;
}
