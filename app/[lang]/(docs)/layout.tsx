import type { ReactNode } from 'react';
import { getDocsNavMissing } from '@/app-shell';
import { DocsFrame } from '@/layout';
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
  return (
    <DocsFrame area="x" missing={getDocsNavMissing()} language={language}>
      {children}
    </DocsFrame>
  );
}
