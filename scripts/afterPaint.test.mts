import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations.
import { afterPaint, loaderSource, LOADER_MARK } from './afterPaint.mjs';

const rewrite = afterPaint as (html: string, attribute?: string) => string | null;

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin=""/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script>window.readerSign = 1</script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><p>Text</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '</body></html>',
].join('');

describe('moving a page’s code after its first paint', () => {
  it('takes every chunk script and chunk preload out and lists them, in order, in one loader', () => {
    const html = rewrite(PAGE)!;
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).not.toContain('as="script"');
    const loader = /<script data-after-paint="">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(loader).toContain(
      '["/_next/static/chunks/a.js","/_next/static/chunks/turbopack-b.js","/_next/static/chunks/main.js"],"data-hydrated",300,3000)',
    );
  });

  it('keeps fonts, inline scripts and polyfills, and puts the loader last in <head>', () => {
    const html = rewrite(PAGE)!;
    expect(html).toContain('as="font"');
    expect(html).toContain('noModule=""></script><script data-after-paint="">');
    expect(html.indexOf('data-after-paint')).toBeGreaterThan(html.indexOf('window.readerSign'));
    expect(html.indexOf('data-after-paint')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('leaves a page rewritten already, or with no chunk, alone', () => {
    expect(rewrite(rewrite(PAGE)!)).toBeNull();
    expect(rewrite('<html><head></head><body>plain</body></html>')).toBeNull();
    expect(LOADER_MARK).toBe('data-after-paint');
  });

  it('gives a page written by an older loader the current one, with the same chunks', () => {
    const older = rewrite(PAGE)!.replace(
      /\(function loadAfterPaint\([^)]*\) \{/,
      '$&var older = 1;',
    );
    expect(older).toContain('var older = 1;');
    expect(rewrite(older)).toBe(rewrite(PAGE));
  });
});

/** What the page's browser tells of its paint and its navigation; jsdom alone tells neither. */
interface Timing {
  /** The navigation entry's `fetchStart` (0 when not given). */
  fetchStart?: number;
  /** The navigation entry's `responseStart`, the HTML's first byte (0 when not given). */
  responseStart?: number;
  /** The navigation entry's `responseEnd`: 0 while the HTML is still downloading. */
  responseEnd: number;
  /** Reports the first contentful paint to the loader's observer. */
  paint?: { report: () => void };
}

/** A page running the loader, its document parsed, no paint timing unless `timing` gives it.
 * `slowMs` and `lastMs` are measured from the window's creation, as from the navigation's start
 * in a browser. */
function page(
  body: string,
  slowMs = 60_000,
  { lastMs = 60_000, timing = undefined as Timing | undefined } = {},
) {
  const dom = new JSDOM(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  if (timing) paintTiming(window, timing);
  window.eval(
    `(${loaderSource()})(["/_next/static/chunks/a.js"], "data-hydrated", ${slowMs}, ${lastMs})`,
  );
  const heard: string[] = [];
  // What React would hear: its listeners are on the document.
  for (const type of ['click', 'keydown']) {
    window.document.addEventListener(type, (event) => {
      const { key } = event as KeyboardEvent;
      heard.push(`${type}:${(event.target as Element).id || 'body'}${key ? `:${key}` : ''}`);
    });
  }
  const hydrate = async () => {
    window.document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const scripts = () =>
    Array.from(window.document.head.querySelectorAll('script[src]'), (s) => s.getAttribute('src'));
  return { window, heard, hydrate, scripts };
}

/** Gives `window` the paint timing and navigation entry of a browser, as `timing` says. */
function paintTiming(window: JSDOM['window'], timing: Timing) {
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      timing.paint = {
        report: () =>
          this.callback(
            {
              getEntriesByName: (name: string) =>
                name === 'first-contentful-paint' ? [{ name }] : [],
            } as unknown as PerformanceObserverEntryList,
            this as unknown as PerformanceObserver,
          ),
      };
    }
    disconnect() {
      timing.paint = undefined;
    }
  }
  Object.assign(window, { PerformanceObserver: PaintObserver });
  window.performance.getEntriesByType = (type: string) =>
    (type === 'navigation'
      ? [
          {
            fetchStart: timing.fetchStart ?? 0,
            responseStart: timing.responseStart ?? 0,
            responseEnd: timing.responseEnd,
          },
        ]
      : []) as PerformanceEntryList;
}

describe('the loader in a page', () => {
  it('fetches nothing before the first paint or the reader’s first input, then everything', () => {
    const { window, scripts } = page('<button id="b">Go</button>');
    expect(scripts()).toEqual([]);
    window.document
      .getElementById('b')!
      .dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    expect(scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('fetches at the latest `slowMs` after the navigation began, at once past that', async () => {
    const waiting = page('<p>Text</p>', 150);
    expect(waiting.scripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waiting.scripts()).toEqual(['/_next/static/chunks/a.js']);
    // A page whose <head> arrived later than that: a slow network, where the download is the wait.
    expect(page('<p>Text</p>', 0).scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('with paint timing, fetches at the first contentful paint', () => {
    const timing: Timing = { responseEnd: 40 };
    const { scripts } = page('<p>Text</p>', 60_000, { timing });
    expect(scripts()).toEqual([]);
    timing.paint!.report();
    expect(scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('past `slowMs`, fetches at once while the HTML is still downloading', () => {
    const { scripts } = page('<p>Text</p>', 0, { timing: { responseEnd: 0 } });
    expect(scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('counts `slowMs` from the HTML’s first byte, not from the navigation’s start', async () => {
    // A browser slow to start the navigation: its fetch began 280 ms after it, on a fast network.
    const timing: Timing = { fetchStart: 280, responseStart: 300, responseEnd: 0 };
    const { scripts } = page('<p>Text</p>', 150, { timing });
    // Past `slowMs` from the navigation's start, not from the first byte: still waiting.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(scripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('fetches at once when the network took longer than `slowMs` to bring the first byte', () => {
    // A slow network: its download is the wait, even once the HTML is in.
    const timing: Timing = { fetchStart: 5, responseStart: 400, responseEnd: 450 };
    const { scripts } = page('<p>Text</p>', 300, { timing });
    expect(scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('past `slowMs`, waits for the paint of a page whose HTML has arrived, until `lastMs`', async () => {
    const timing: Timing = { responseEnd: 40 };
    const { scripts } = page('<p>Text</p>', 0, { timing, lastMs: 150 });
    // A slow device: code run now would hold back the paint that is on its way.
    expect(scripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A paint never reported (a hidden tab) holds the code back no longer than `lastMs`.
    expect(scripts()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('holds a click on a button and a key until the page has hydrated, then makes them again', async () => {
    const { window, heard, hydrate, scripts } = page('<button id="b">Go</button>');
    const { document } = window;
    document.getElementById('b')!.click();
    document.body.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'k', bubbles: true }));
    expect(heard).toEqual([]);
    expect(scripts()).toHaveLength(1);
    await hydrate();
    expect(heard).toEqual(['click:b', 'keydown:body:k']);
    document.getElementById('b')!.click();
    expect(heard).toEqual(['click:b', 'keydown:body:k', 'click:b']);
  });

  it('holds a click on a link within the page, whose target the page’s code may act on', async () => {
    const { window, heard, hydrate } = page('<a id="h" href="#feedback">Feedback</a>');
    window.document.getElementById('h')!.click();
    expect(heard).toEqual([]);
    await hydrate();
    expect(heard).toEqual(['click:h']);
  });

  it('lets a key on a link within the page through, for the browser to make it a click', () => {
    const { window, heard } = page('<a id="s" href="#main-content">Skip to content</a>');
    window.document
      .getElementById('s')!
      .dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(heard).toEqual(['keydown:s:Enter']);
  });

  it('lets links and text fields work on their own, unheld', () => {
    const { window, heard } = page('<a id="l" href="/x/">Link</a><input id="i">');
    window.document.getElementById('l')!.click();
    window.document
      .getElementById('i')!
      .dispatchEvent(new window.KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(heard).toEqual(['click:l', 'keydown:i:a']);
  });

  it('holds nothing once the page has hydrated', async () => {
    const { window, heard, hydrate } = page('<button id="b">Go</button>');
    await hydrate();
    window.document.getElementById('b')!.click();
    expect(heard).toEqual(['click:b']);
  });
});
