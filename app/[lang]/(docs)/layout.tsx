import type { ReactNode } from 'react';
import { getDocsNav } from '@/app-shell';
import { SideNav, SiteHeader } from '@/layout';
import type { Language } from '@/routing';

export default async function DocsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const language = (await params).lang as Language;
  return (
    <>
      <SiteHeader language={language} withNav area="x" />
      <div className="frame">
        <SideNav tree={getDocsNav()} language={language} />
        <div id="docs-content" className="frame-content">
          {children}
        </div>
      </div>
    </>
  );
}
