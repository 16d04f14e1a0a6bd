'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { AD } from '@/constants';

/** How the ad block of a page behaves: its shape and how often a display is reported (SPEC §4, §7). */
export interface AdConfig {
  shape: 'auto' | 'inline' | 'image';
  displaySampleRate: number;
}

export const DEFAULT_AD_CONFIG: AdConfig = {
  shape: 'auto',
  displaySampleRate: AD.displaySampleRate,
};

const AdConfigContext = createContext<AdConfig | null>(null);

export function AdConfigProvider({
  value = DEFAULT_AD_CONFIG,
  children,
}: {
  value?: AdConfig;
  children: ReactNode;
}) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const config = useContext(AdConfigContext);
  if (!config) {
    throw new Error(
      'useAdConfig must be used inside an AdConfigProvider: wrap the ad block in <AdConfigProvider>.',
    );
  }
  return config;
}
