'use client';
import { useEffect } from 'react';

/** The navigation drawer is modal: Escape closes it, focus moves in, and the page behind is inert. */
export function useModalDrawer(open: boolean, panel: HTMLElement | null, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const main = document.getElementById('docs-content');
    const header = document.getElementById('docs-header');
    main?.setAttribute('inert', '');
    header?.setAttribute('inert', '');
    panel?.querySelector<HTMLElement>('button, a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKeyDown);
    return () => {
      main?.removeAttribute('inert');
      header?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
      document.querySelector<HTMLElement>('[aria-controls="docs-side-nav"]')?.focus();
    };
  }, [open, panel, close]);
}
