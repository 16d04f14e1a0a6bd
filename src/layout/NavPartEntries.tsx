'use client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { pruneToExisting } from '@/navigation/tree';
import type { NavPage } from '@/navigation/types';
import { loadPart, partEntriesNow } from '@/navigation/xParts';
import type { XPartGroup } from '@/navigation/xSkeleton';

/**
 * A product's entries. The server has them all, so the page's HTML holds the open product's links.
 * A browser has them once that product's chunk has loaded: until then the element keeps whatever
 * the server put in it, unhydrated (React leaves an element with `dangerouslySetInnerHTML` alone),
 * and when they arrive React renders the same links in their place. Nothing moves.
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
  useEffect(() => {
    if (entries) return;
    let current = true;
    loadPart(part.part).then((loaded) => current && setEntries(loaded));
    return () => {
      current = false;
    };
  }, [entries, part.part]);
  // The same pruned objects from render to render: the nav caches each group's pages by object.
  const shown = useMemo(() => {
    const hidden = new Set(missing);
    return entries && pruneToExisting(entries, (pathname) => !hidden.has(pathname));
  }, [entries, missing]);
  if (!shown) return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div>{render(shown)}</div>;
}
