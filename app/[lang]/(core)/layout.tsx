import type { ReactNode } from 'react';
import { getCoreNav } from '@/app-shell';
import { DocsFrame } from '@/layout';
import { SideNav } from '@/layout/SideNav';
import type { Language } from '@/routing';

/** The Material UI area: the same frame as the MUI X docs, with its own navigation. */
export default async function CoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const language = (await params).lang as Language;
  return (
    <DocsFrame
      area="core"
      language={language}
      nav={<SideNav tree={getCoreNav(language)} language={language} />}
    >
      {children}
    </DocsFrame>
  );
}
