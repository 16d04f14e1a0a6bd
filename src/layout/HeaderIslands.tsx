'use client';
import { lateIsland } from '@/ui/late-island/LateIsland';
import type { LanguageMenu as Language } from './LanguageMenu';
import type { VersionMenu as Version } from './VersionMenu';

// The header's menus and buttons a reader rarely uses at once, hydrated when the reader reaches
// for them (pointer, focus, touch): a click made before their code arrived takes effect once it
// has. The search button stays hydrated with the page: its keyboard shortcut works from the start.

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

export const ModeToggle = lateIsland<object>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('./ModeToggle') as typeof import('./ModeToggle')).ModeToggle
      : undefined,
  load: () => import('./ModeToggle').then((module) => module.ModeToggle),
});

export const SettingsButton = lateIsland<object>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('@/settings/SettingsButton') as typeof import('@/settings/SettingsButton'))
          .SettingsButton
      : undefined,
  load: () => import('@/settings/SettingsButton').then((module) => module.SettingsButton),
});
