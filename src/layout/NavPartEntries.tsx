'use client';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pruneToExisting } from '@/navigation/tree';
import type { NavPage } from '@/navigation/types';
import { loadPart, partEntriesNow } from '@/navigation/xParts';
import type { XPartGroup } from '@/navigation/xSkeleton';

/**
 * A product's entries. The server has them all, so the page's HTML holds the open product's links.
 * A browser has them once that product's chunk has loaded: until then the element keeps whatever
 * the server put in it, unhydrated (React leaves an element with `dangerouslySetInnerHTML` alone),
 * and when they arrive React renders the same links in their place. Nothing moves.
 *
 * The chunk loads when the entries come on screen: at once in the column of a wide window, when
 * the drawer opens on a phone. Rendering ~230 links again in a closed drawer was the longest task
 * of a phone's start after hydration, for links nobody could see.
 */
export function NavPartEntries({
  part,
  missing,
  render,
}: {
  part: XPartGroup;
  missing?: readonly string[];
  render: (entries: readonly NavPage[]) => ReactNode;
}) {
  const [entries, setEntries] = useState(() => partEntriesNow(part.part));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (entries || !element) return;
    let current = true;
    // A chunk that fails to load leaves the server's links, which work as plain links.
    const load = () =>
      loadPart(part.part).then(
        (loaded) => current && setEntries(loaded),
        () => {},
      );
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => void (current = false);
    }
    // `intersectionRatio`, not `isIntersecting`: a closed drawer's edge touches the viewport's.
    const observer = new IntersectionObserver((records) => {
      if (!records.some((record) => record.intersectionRatio > 0)) return;
      observer.disconnect();
      void load();
    });
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [entries, part.part]);
  // The same pruned objects from render to render: the nav caches each group's pages by object.
  const shown = useMemo(() => {
    const hidden = new Set(missing);
    return entries && pruneToExisting(entries, (pathname) => !hidden.has(pathname));
  }, [entries, missing]);
  if (!shown)
    return <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div ref={box}>{render(shown)}</div>;
}
