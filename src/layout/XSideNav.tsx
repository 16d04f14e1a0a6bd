'use client';
import { useMemo } from 'react';
import { pruneToExisting } from '@/navigation/tree';
import { isPartGroup, xSkeleton } from '@/navigation/xSkeleton';
import type { Language } from '@/routing';
import { SideNav } from './SideNav';

/**
 * The MUI X side nav. Its outline is part of the client's code and each product's entries are a
 * chunk of their own (`src/navigation/xParts.ts`), loaded when the product's group is shown:
 * rather than the whole tree (~45 kB) with every page, or as a prop repeated in the hydration
 * payload of every page. The server sends only the pages not written yet (`missing`), which the
 * nav leaves out.
 */
export function XSideNav({ missing, language }: { missing: string[]; language: Language }) {
  const outline = useMemo(() => {
    const hidden = new Set(missing);
    const exists = (pathname: string) => !hidden.has(pathname);
    return xSkeleton.flatMap((entry) =>
      isPartGroup(entry) ? [entry] : pruneToExisting([entry], exists),
    );
  }, [missing]);
  return <SideNav tree={outline} missing={missing} language={language} />;
}
