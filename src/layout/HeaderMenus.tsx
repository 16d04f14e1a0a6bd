'use client';
import { lateIsland } from '@/ui/late-island/LateIsland';
import type { LanguageMenu as Language } from './LanguageMenu';
import type { VersionMenu as Version } from './VersionMenu';

// The header's menus, hydrated when the reader reaches for them (pointer, focus, touch): a click
// made before their code arrived opens the menu once it has.

export const VersionMenu = lateIsland<Parameters<typeof Version>[0]>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('./VersionMenu') as typeof import('./VersionMenu')).VersionMenu
      : undefined,
  load: () => import('./VersionMenu').then((module) => module.VersionMenu),
});

export const LanguageMenu = lateIsland<Parameters<typeof Language>[0]>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('./LanguageMenu') as typeof import('./LanguageMenu')).LanguageMenu
      : undefined,
  load: () => import('./LanguageMenu').then((module) => module.LanguageMenu),
});
