'use client';
import { whenStaying } from '@/navigation/leavingPage';
import { keepPictureClicks, pageSettled, pictureDone, showsPicture } from './demoStart';
import {
  Component,
  createElement,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The demo's loader. The map of registries (one entry per page with demos, ~15 kB gzip) is itself
 * fetched when the first demo of the page is wanted, not with the page: it was part of every demo
 * page's first load, and of the bytes Lighthouse counts before the page's largest paint.
 *
 * Only effects call it, so it never runs on the server. The `typeof window` test says so to the
 * bundler, which then leaves the registries, and the ~930 demos behind them, out of the server
 * build: they made 8,000 of its 8,300 chunks, code that never runs there (tests/e2e/site.spec.ts).
 */
const findDemoLoader = (key: string, registry?: string) =>
  typeof window === 'undefined'
    ? Promise.reject(new Error('Demos load in the browser only.'))
    : import('./registry').then((module) => module.findDemoLoader(key, registry));

let licence: Promise<void> | undefined;

/** Sets the Pro/Premium licence key once, from NEXT_PUBLIC_MUI_LICENSE; without it paid demos show the library's watermark. */
function applyLicence(): Promise<void> {
  const key = process.env.NEXT_PUBLIC_MUI_LICENSE;
  licence ??= key
    ? import('@mui/x-license').then(({ LicenseInfo }) => LicenseInfo.setLicenseKey(key))
    : Promise.resolve();
  return licence;
}

/** The client renders the snapshot's box empty; the prerendered HTML may have filled it. */
const NO_SNAPSHOT = { __html: '' };

class DemoErrorBoundary extends Component<
  {
    children: ReactNode;
    /** An edited version failed: the caller shows an older one, so this renders nothing. */
    onError?: (error: unknown) => void;
    /** The demo itself failed: this shows the message, and the caller marks the demo failed. */
    onFailed?: () => void;
  },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (this.props.onError) this.props.onError(error);
    else this.props.onFailed?.();
  }

  render() {
    if (this.state.failed && this.props.onError) return null;
    return this.state.failed ? (
      <p role="alert">This demo failed to render. Reload the page to try again.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * A demo's live preview. Its code is fetched when the demo nears the viewport (or at once with
 * `eager`): for a demo the build pictured, at the reader's first input (or 5 s after the load
 * event); for others, once the page has loaded (demoStart.ts). Until then the picture, or a box
 * of the demo's own height, holds its place, so nothing shifts. The first render is a transition,
 * so React yields to the browser while it builds a large component.
 */
export function DemoPreview({
  demoKey,
  registry,
  height,
  eager = false,
  override,
  onOverrideError,
}: {
  demoKey: string;
  /** The page's demo registry (`page:…`); without it, the demo's folder's. */
  registry?: string;
  height?: number;
  eager?: boolean;
  /** A component built from the reader's edited code, shown instead of the demo. */
  override?: { component: ComponentType; version: number } | null;
  /** An error thrown while rendering `override` (the caller then shows an older version). */
  onOverrideError?: (error: unknown) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const pictureClicks = useRef<ReturnType<typeof keepPictureClicks>>(null);
  // The demo and the theme it renders in (Material UI, Emotion) arrive together, on demand:
  // a page's first load never pays for them.
  const [loaded, setLoaded] = useState<{
    Demo: ComponentType;
    Theme: ComponentType<{ children: ReactNode }>;
  } | null>(null);

  // Its code could not be loaded, or it threw while rendering.
  const [loadFailed, setLoadFailed] = useState(false);
  const [renderFailed, setRenderFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Counted from hydration: by the time a demo is scrolled into view, this has long resolved.
    // A pictured demo already shows its component: its code waits for the reader (demoStart.ts).
    const pictured = showsPicture(element);
    const ready = pictured ? pictureDone() : pageSettled();
    if (pictured) pictureClicks.current = keepPictureClicks(element);
    let cancelled = false;
    let hold: (() => void) | undefined;
    const start = () =>
      Promise.all([
        findDemoLoader(demoKey, registry).then((load) => {
          if (!load) throw new Error(`No demo ${demoKey} in ${registry ?? 'its folder'}.`);
          return load();
        }),
        import('./DemoTheme'),
        applyLicence(),
      ]).then(
        ([module, theme]) => {
          if (cancelled) return;
          // Not while the reader is leaving: the navigation's render would wait for this one.
          hold = whenStaying(() =>
            startTransition(() => setLoaded({ Demo: module.default, Theme: theme.DemoTheme })),
          );
        },
        // Offline before the demo's code was cached, or a new build removed its chunk.
        () => {
          if (!cancelled) setLoadFailed(true);
        },
      );
    const stop = () => {
      cancelled = true;
      hold?.();
      pictureClicks.current?.stop();
    };
    if (eager) {
      start();
      return stop;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void ready.then(start);
        }
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [demoKey, registry, eager]);

  // A click the reader gave the picture is given to the live demo once it has laid out.
  useEffect(() => {
    if (!loaded) return;
    const frame = requestAnimationFrame(() => pictureClicks.current?.replay());
    return () => cancelAnimationFrame(frame);
  }, [loaded]);

  return (
    <div
      ref={box}
      className="demo-preview"
      style={height ? { minHeight: height } : undefined}
      // The outcome, for readers' tools and tests alike: rendered, or failed (never both).
      data-loaded={loaded && !renderFailed ? '' : undefined}
      data-failed={loadFailed || renderFailed ? '' : undefined}
      data-demo={demoKey}
    >
      {loaded ? null : (
        // The build writes a picture of some demos here (scripts/demo-snapshots.mjs): their
        // markup and styles as the browser rendered them, shown until the live demo replaces it.
        // React leaves the content of an element it sets no HTML for alone while hydrating.
        <div
          className="demo-snapshot"
          dangerouslySetInnerHTML={NO_SNAPSHOT}
          suppressHydrationWarning
        />
      )}
      {loadFailed ? (
        <p role="alert" className="demo-load-error">
          This demo could not be loaded. Check your connection and reload the page.
        </p>
      ) : null}
      {loaded ? (
        <DemoErrorBoundary
          // A new boundary per version, so an error in one edit does not stick to the next.
          key={override ? `live-${override.version}` : 'demo'}
          onError={override ? onOverrideError : undefined}
          onFailed={() => setRenderFailed(true)}
        >
          <loaded.Theme>
            {override ? createElement(override.component) : <loaded.Demo />}
          </loaded.Theme>
        </DemoErrorBoundary>
      ) : null}
    </div>
  );
}
