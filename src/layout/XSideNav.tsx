'use client';
import { useMemo } from 'react';
import { pruneToExisting } from '@/navigation/tree';
import { loadPart } from '@/navigation/xParts';
import { isPartGroup, partHolds, xSkeleton, type XSkeletonEntry } from '@/navigation/xSkeleton';
import { pathnameToLanguage, type Language } from '@/routing';
import { SideNav } from './SideNav';

export interface XSideNavProps {
  missing: string[];
  language: Language;
}

/**
 * Loads the entries of the product the page at `pathname` belongs to, if any: a nav rendered in
 * the browser (not hydrated) shows that product open, and must have its links at its first render.
 */
export function loadOpenPart(pathname: string): Promise<unknown> {
  const { canonicalPathname } = pathnameToLanguage(pathname);
  for (const entry of xSkeleton) {
    if (isPartGroup(entry) && partHolds(entry, canonicalPathname)) return loadPart(entry.part);
  }
  return Promise.resolve();
}

/**
 * The MUI X side nav, whose code the browser fetches late (XSideNavSlot). Its outline is part of
 * that code, and each product's entries are a chunk of their own (`src/navigation/xParts.ts`),
 * loaded when the product's group is shown: rather than the whole tree (~45 kB) with every page,
 * or as a prop repeated in the hydration payload of every page. The server sends only the pages
 * not written yet (`missing`), which the nav leaves out.
 */
export function XSideNav({ missing, language }: XSideNavProps) {
  const outline = useMemo(() => {
    const hidden = new Set(missing);
    const exists = (pathname: string) => !hidden.has(pathname);
    return xSkeleton.flatMap<XSkeletonEntry>((entry) =>
      isPartGroup(entry) ? [entry] : pruneToExisting([entry], exists),
    );
  }, [missing]);
  return <SideNav tree={outline} missing={missing} language={language} />;
}
