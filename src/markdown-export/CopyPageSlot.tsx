'use client';
import { lateIsland } from '@/ui/late-island/LateIsland';
import type { CopyPageButton } from './CopyPageButton';

/**
 * "Copy page as Markdown", hydrated when the reader reaches for it: a click on the server's button
 * before its code arrived copies once it has (within the click's user activation).
 */
export const CopyPageSlot = lateIsland<Parameters<typeof CopyPageButton>[0]>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('./CopyPageButton') as typeof import('./CopyPageButton')).CopyPageButton
      : undefined,
  load: () => import('./CopyPageButton').then((module) => module.CopyPageButton),
});
