'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { MARKUP_INSERTED_EVENT } from '@/ui/static-markup/pageMarkup';

const CODE_BLOCK = '[data-code-block], [data-code-variant-switch]';
const CONTROLS = '[data-copy-button], [data-code-variant-switch] button';

/**
 * What code blocks do (`installCodeBlockActions`), fetched once the page shows a code block: at
 * load, after a client-side navigation, or when static markup comes in. Most prose pages have
 * none and never fetch it. A click on a block's button made while it was on its way is made again
 * once it has arrived.
 */
export function CodeBlockActions() {
  const pathname = usePathname();
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    const look = () => {
      if (document.querySelector(CODE_BLOCK)) setNeeded(true);
    };
    look();
    document.addEventListener(MARKUP_INSERTED_EVENT, look);
    return () => document.removeEventListener(MARKUP_INSERTED_EVENT, look);
  }, [needed, pathname]);

  useEffect(() => {
    if (!needed) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let early: HTMLElement | undefined;
    const hold = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.(CONTROLS);
      if (control instanceof HTMLElement) early = control;
    };
    document.addEventListener('click', hold, true);
    import('./codeBlockBehaviour').then(
      ({ installCodeBlockActions }) => {
        document.removeEventListener('click', hold, true);
        if (cancelled) return;
        stop = installCodeBlockActions();
        if (early?.isConnected) early.click();
      },
      // Offline, say: the buttons do nothing, and the page goes on.
      () => document.removeEventListener('click', hold, true),
    );
    return () => {
      cancelled = true;
      document.removeEventListener('click', hold, true);
      stop?.();
    };
  }, [needed]);

  return null;
}
