'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { VersionLink } from '@/versions/types';

/** Site-wide facts the client islands need, serialized once from the root layout. */
export interface DocsConfig {
  /** The documented version first, then older majors on their own hosts. */
  versions: VersionLink[];
}

const DocsConfigContext = createContext<DocsConfig | null>(null);

export function DocsConfigProvider({
  value,
  children,
}: {
  value: DocsConfig;
  children: ReactNode;
}) {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

export function useDocsConfig(): DocsConfig {
  const config = useContext(DocsConfigContext);
  if (!config) {
    throw new Error(
      'useDocsConfig must be used inside a DocsConfigProvider: wrap the app in <DocsConfigProvider>.',
    );
  }
  return config;
}
