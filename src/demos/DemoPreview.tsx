'use client';
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { demoLoaders } from '../../generated/demos';

let licence: Promise<void> | undefined;

/** Sets the Pro/Premium licence key once, from NEXT_PUBLIC_MUI_LICENSE; without it paid demos show the library's watermark. */
function applyLicence(): Promise<void> {
  const key = process.env.NEXT_PUBLIC_MUI_LICENSE;
  licence ??= key
    ? import('@mui/x-license').then(({ LicenseInfo }) => LicenseInfo.setLicenseKey(key))
    : Promise.resolve();
  return licence;
}

class DemoErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <p role="alert">This demo failed to render. Reload the page to try again.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * A demo's live preview. Its code is fetched when the demo nears the viewport (or at once with
 * `eager`); until then a box of the demo's own height holds its place, so nothing shifts.
 */
export function DemoPreview({
  demoKey,
  height,
  eager = false,
}: {
  demoKey: string;
  height?: number;
  eager?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The demo and the theme it renders in (Material UI, Emotion) arrive together, on demand:
  // a page's first load never pays for them.
  const [loaded, setLoaded] = useState<{
    Demo: ComponentType;
    Theme: ComponentType<{ children: ReactNode }>;
  } | null>(null);

  useEffect(() => {
    const element = box.current;
    const load = demoLoaders[demoKey];
    if (!element || !load) return;
    let cancelled = false;
    const start = () =>
      Promise.all([load(), import('./DemoTheme'), applyLicence()]).then(([module, theme]) => {
        if (!cancelled) setLoaded({ Demo: module.default, Theme: theme.DemoTheme });
      });
    if (eager) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [demoKey, eager]);

  return (
    <div
      ref={box}
      className="demo-preview"
      style={height ? { minHeight: height } : undefined}
      data-loaded={loaded ? '' : undefined}
    >
      {loaded ? (
        <DemoErrorBoundary>
          <loaded.Theme>
            <loaded.Demo />
          </loaded.Theme>
        </DemoErrorBoundary>
      ) : null}
    </div>
  );
}
