// Pages fetch their code after their first paint. Next puts every chunk of a page in <head> as an
// async script, so the browser fetches ~150 kB of code while the page's own HTML, CSS and fonts
// are still on their way, and a phone's first paint waits for that code to download and run.
// After `next build`, `afterPaint(html)` takes the chunk scripts (and the preloads of chunks) out
// of a prerendered page and puts one small inline script in their place that adds them once the
// page has painted its first content, or at the reader's first input, whichever comes first. On a
// slow network the download is the wait, so a page whose first byte took the network over 300 ms
// fetches its code at once, and one whose HTML is still arriving 300 ms after its first byte
// fetches it then; a page whose HTML has arrived waits for its paint,
// however slow the device: code run before the first paint would hold that paint back.
//
// What the reader does before the code has hydrated the page is held and done again after:
// a click on a button, or a key pressed outside a text field, reaches the page's handlers once
// they exist (`<html data-hydrated>`, set by src/theme/DocsThemeProvider.tsx), in order. Links,
// text fields, labels and <summary> keep working on their own in the meantime.

/** `<script src="/_next/…" async="">` as Next writes it (not `noModule` polyfills). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** `<link rel="preload" as="script" … href="/_next/…">`, in any attribute order. */
const CHUNK_PRELOAD =
  /<link(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?=[^>]*\shref="\/_next\/static\/[^"]+\.js")[^>]*\/?>/g;
/**
 * How long after its HTML's first byte a page whose HTML is still downloading fetches its code:
 * on a slow network the code's download, not the paint, is what the reader waits for, so it must
 * start at once.
 */
export const SLOW_MS = 300;
/** The latest a page fetches its code whatever happens (a browser that never reports its paint). */
export const LAST_MS = 3_000;
/** Marks the loader, so a page is rewritten once, and again only by a changed loader. */
export const LOADER_MARK = 'data-after-paint';

/**
 * The inline loader. Runs as an inline script: it must not reference anything outside itself
 * except its arguments, and its comments stay out here (its source goes into every page).
 *
 * `NATIVE` are the elements whose behaviour the browser provides without any code: events on
 * them are never held. A link within the page is not among them: the browser scrolls to its
 * target at once, and the page's code may have more to do (a heading's feedback link opens the
 * feedback widget). A key on such a link is never held: the browser turns Enter into a click
 * (held then), which a key made again could not do (the skip link). Input of any kind
 * (`STARTERS`, and the held events) starts the fetch at once; so does the first contentful paint,
 * or `slowMs` after the HTML's first byte if it is still downloading then (a browser without
 * paint timing fetches then in any case; one without navigation timing counts from the
 * navigation's start), or `lastMs` after the navigation began at the latest (a hidden tab paints
 * nothing). A first byte that took the network longer than `slowMs` (from the fetch's start)
 * fetches at once: that network is slow. Network time, not time since the navigation began: a
 * browser just launched may take 300 ms to commit the navigation, which says nothing of the
 * network.
 * @param {string[]} sources the chunks, in the order Next listed them
 * @param {string} hydratedAttribute set on `<html>` once the page's code has hydrated it
 * @param {number} slowMs
 * @param {number} lastMs
 */
export function loadAfterPaint(sources, hydratedAttribute, slowMs, lastMs) {
  var doc = document;
  var root = doc.documentElement;
  var started = false;
  var held = [];
  var NATIVE = 'a[href]:not([href^="#"]),input,select,textarea,label,summary,[contenteditable]';
  var HELD = ['click', 'keydown', 'keyup'];
  var STARTERS = ['pointerdown', 'touchstart', 'focusin'];

  function start() {
    if (started) return;
    started = true;
    STARTERS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    sources.forEach(function (source) {
      var script = doc.createElement('script');
      script.src = source;
      script.async = true;
      doc.head.appendChild(script);
    });
  }

  function hydrated() {
    return root.hasAttribute(hydratedAttribute);
  }

  function release() {
    HELD.forEach(function (type) {
      window.removeEventListener(type, hold, true);
    });
    held.splice(0).forEach(function (event) {
      var target = event.target.isConnected ? event.target : doc.body;
      target.dispatchEvent(new event.constructor(event.type, event));
    });
  }

  function hold(event) {
    if (hydrated()) return release();
    start();
    var target = event.target;
    if (!target || !target.closest || target.closest(NATIVE)) return;
    if (event.type !== 'click' && target.closest('a[href]')) return;
    event.stopImmediatePropagation();
    held.push(event);
  }

  HELD.forEach(function (type) {
    window.addEventListener(type, hold, true);
  });
  STARTERS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  new MutationObserver(function (changes, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    release();
  }).observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });

  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var painting = types.indexOf('paint') >= 0;
  if (painting) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  function navigation() {
    return (performance.getEntriesByType && performance.getEntriesByType('navigation')[0]) || {};
  }
  function slow() {
    if (!painting || !navigation().responseEnd) start();
  }
  var timing = navigation();
  if ((timing.responseStart || 0) - (timing.fetchStart || 0) > slowMs) return start();
  var late = (timing.responseStart || 0) + slowMs - performance.now();
  if (late <= 0) slow();
  else setTimeout(slow, late);
  setTimeout(start, Math.max(lastMs - performance.now(), 0));
}

/** The loader's source without its indentation (every statement of it ends in `;` or a brace). */
export function loaderSource() {
  return String(loadAfterPaint).replace(/\n\s*/g, '');
}

/** A loader written by an earlier run, and the chunks it lists. */
const WRITTEN = new RegExp(
  `<script ${LOADER_MARK}="">\\(function[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\]),[^<]*<\\/script>`,
);

/** The chunks a page's loader fetches, in order: none for a page without a loader. */
export function startupChunks(html) {
  const written = WRITTEN.exec(html);
  return written ? JSON.parse(written[1]) : [];
}

/**
 * The page with its chunk scripts fetched after its first paint, or `null` when there is nothing
 * to change: no chunk to move, or the same loader written already. A page rewritten by an older
 * loader gets the current one.
 * @param {string} html
 * @param {string} hydratedAttribute
 */
export function afterPaint(html, hydratedAttribute = 'data-hydrated') {
  const head = html.indexOf('</head>');
  if (head < 0) return null;
  const loader = (sources) => {
    const args = [sources, hydratedAttribute, SLOW_MS, LAST_MS].map((arg) => JSON.stringify(arg));
    return `<script ${LOADER_MARK}="">(${loaderSource()})(${args.join(',')})</script>`;
  };
  const written = WRITTEN.exec(html);
  if (written) {
    const current = loader(JSON.parse(written[1]));
    return current === written[0] ? null : html.replace(written[0], () => current);
  }
  const sources = [];
  const take = (tag, source) => {
    sources.push(source);
    return '';
  };
  // The loader goes last in <head>: after the listener of src/demos/readerSign.ts, which must
  // hear a key pressed before the loader holds it back.
  const start = html.slice(0, head).replace(CHUNK_SCRIPT, take);
  const rest = html.slice(head).replace(CHUNK_SCRIPT, take);
  if (!sources.length) return null;
  return (start + loader(sources) + rest).replace(CHUNK_PRELOAD, '');
}
