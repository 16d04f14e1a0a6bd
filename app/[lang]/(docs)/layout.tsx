import type { ReactNode } from 'react';
import { getDocsNavMissing } from '@/app-shell';
import { xPartEntries } from '@/navigation/xPages';
import { provideServerParts } from '@/navigation/xParts';
import { DocsFrame } from '@/layout';
import { XSideNavSlot } from '@/layout/XSideNavSlot';
import type { Language } from '@/routing';

/** The MUI X area. */
export default async function DocsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const language = (await params).lang as Language;
  // The side nav's server-side render reads the open product's entries from here (xParts.ts).
  provideServerParts(xPartEntries);
  return (
    <DocsFrame
      area="x"
      language={language}
      nav={<XSideNavSlot missing={getDocsNavMissing()} language={language} />}
    >
      {children}
    </DocsFrame>
  );
}
