import type { ReactNode } from 'react';
import type { NavPage } from '@/navigation';
import type { Language } from '@/routing';
import { SideNav } from './SideNav';
import { SiteHeader } from './SiteHeader';

/** The frame of a documentation area: the header, the area's side nav, and the page beside it. */
export function DocsFrame({
  area,
  tree,
  language,
  children,
}: {
  area: 'x' | 'core';
  tree: NavPage[];
  language: Language;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader language={language} withNav area={area} />
      <div className="frame">
        <SideNav tree={tree} language={language} />
        <div id="docs-content" className="frame-content">
          {children}
        </div>
      </div>
    </>
  );
}
