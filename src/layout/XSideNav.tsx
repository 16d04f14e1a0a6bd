'use client';
import { useMemo } from 'react';
import { pruneToExisting, xPages } from '@/navigation';
import type { Language } from '@/routing';
import { SideNav } from './SideNav';

/**
 * The MUI X side nav. Its tree (~40 kB of JSON) is part of the client's code, cached once, rather
 * than a prop repeated in the hydration payload of every page; the server sends only the pages
 * not written yet (`missingPages`), which the nav leaves out.
 */
export function XSideNav({ missing, language }: { missing: string[]; language: Language }) {
  const tree = useMemo(() => {
    const hidden = new Set(missing);
    return pruneToExisting(xPages, (pathname) => !hidden.has(pathname));
  }, [missing]);
  return <SideNav tree={tree} language={language} />;
}
