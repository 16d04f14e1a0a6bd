'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './ProductPreviews.module.css';

/** Each preview is its own chunk, fetched only when its box scrolls near the viewport. */
const PREVIEWS = {
  grid: dynamic(() => import('./previews/GridPreview'), { ssr: false }),
  pickers: dynamic(() => import('./previews/PickerPreview'), { ssr: false }),
  charts: dynamic(() => import('./previews/ChartPreview'), { ssr: false }),
  tree: dynamic(() => import('./previews/TreePreview'), { ssr: false }),
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
      {visible ? <Preview /> : null}
    </div>
  );
}
