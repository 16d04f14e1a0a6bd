import type { ReactNode } from 'react';
import type { Language } from '@/routing';
import { SiteHeader } from './SiteHeader';

/**
 * The frame of a documentation area: the header, the area's side nav, and the page beside it.
 * Each area's layout renders its own nav (`nav`) and imports it itself: a client component a
 * server module imports joins the first load of every page under it, so the MUI X pages' frame
 * must not import the Material UI area's hydrated nav, nor the other way round.
 */
export function DocsFrame({
  language,
  area,
  nav,
  children,
}: {
  language: Language;
  area: 'x' | 'core';
  nav: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader language={language} withNav area={area} />
      <div className="frame">
        {nav}
        <div id="docs-content" className="frame-content">
          {children}
        </div>
      </div>
    </>
  );
}
