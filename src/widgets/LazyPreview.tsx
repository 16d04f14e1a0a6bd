'use client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './ProductPreviews.module.css';

/**
 * Each preview is its own chunk, fetched only when its box scrolls near the viewport. They render
 * in the browser only (the box is empty on the server), so plain `lazy` does: no `next/dynamic`
 * runtime in the chunk every docs page shares.
 */
const PREVIEWS = {
  grid: lazy(() => import('./previews/GridPreview')),
  pickers: lazy(() => import('./previews/PickerPreview')),
  charts: lazy(() => import('./previews/ChartPreview')),
  tree: lazy(() => import('./previews/TreePreview')),
};

export type PreviewName = keyof typeof PREVIEWS;

export function LazyPreview({ name, label }: { name: PreviewName; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const Preview = PREVIEWS[name];
  return (
    <div ref={box} className={styles.preview} role="group" aria-label={label}>
      {visible ? (
        <Suspense fallback={null}>
          <Preview />
        </Suspense>
      ) : null}
    </div>
  );
}
