import type { ReactNode } from 'react';
import type { NavPage } from '@/navigation';
import type { Language } from '@/routing';
import { SideNav } from './SideNav';
import { SiteHeader } from './SiteHeader';
import { XSideNav } from './XSideNav';

/**
 * The frame of a documentation area: the header, the area's side nav, and the page beside it.
 * The MUI X nav takes the list of its unwritten pages; the core area's short tree comes whole.
 */
export function DocsFrame({
  language,
  children,
  ...nav
}: ({ area: 'x'; missing: string[] } | { area: 'core'; tree: NavPage[] }) & {
  language: Language;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader language={language} withNav area={nav.area} />
      <div className="frame">
        {nav.area === 'x' ? (
          <XSideNav missing={nav.missing} language={language} />
        ) : (
          <SideNav tree={nav.tree} language={language} />
        )}
        <div id="docs-content" className="frame-content">
          {children}
        </div>
      </div>
    </>
  );
}
