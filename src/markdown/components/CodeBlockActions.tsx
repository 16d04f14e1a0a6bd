'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { MARKUP_INSERTED_EVENT } from '@/ui/static-markup/pageMarkup';

type Behaviour = typeof import('./codeBlockBehaviour');

const CODE_BLOCK = '[data-code-block], [data-code-variant-switch]';
const CONTROLS = '[data-copy-button], [data-code-variant-switch] button[data-value]';

/** Ctrl/⌘+C with nothing selected, outside a text field: copy the block under the pointer. */
function isCopyShortcut(event: KeyboardEvent) {
  if (event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey)) return false;
  if (event.altKey || event.shiftKey) return false;
  if (window.getSelection()?.toString()) return false;
  const active = document.activeElement;
  return !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement);
}

/**
 * What code blocks do, for every block on the page, by delegation: code blocks are static markup
 * (no React of their own). A copy button copies its block and says so for a moment; the
 * TypeScript/JavaScript tabs choose the variant for every sample; Ctrl/⌘+C copies the block under
 * the pointer when no text is selected. The code that does it (`codeBlockBehaviour.ts`) is
 * fetched once the page shows a code block: at load, after a client-side navigation, or when
 * static markup comes in; most prose pages have none and never fetch it. The listeners here are
 * in place from hydration, so a click or a copy made while the code was on its way is done once it
 * has arrived.
 */
export function CodeBlockActions() {
  const pathname = usePathname();
  const look = useRef<() => void>(undefined);

  useEffect(() => {
    let behaviour: Behaviour | undefined;
    let loading: Promise<Behaviour> | undefined;
    let stopWatching: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      loading ??= import('./codeBlockBehaviour').then((loaded) => {
        if (!cancelled) {
          behaviour = loaded;
          stopWatching = loaded.watchVariants();
        }
        return loaded;
      });
      // Offline, say: the buttons do nothing, and the next use tries again.
      loading.catch(() => (loading = undefined));
      return loading;
    };
    const act = (control: Element | null | undefined) => {
      if (!control) return;
      if (behaviour) behaviour.actOn(control);
      else
        load().then(
          (loaded) => !cancelled && loaded.actOn(control),
          () => {},
        );
    };
    const onClick = (event: MouseEvent) =>
      act((event.target as Element | null)?.closest?.(CONTROLS));
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event)) return;
      // The block under the pointer, even if the pointer got there before the page hydrated.
      act(document.querySelector('[data-code-block]:hover [data-copy-button]'));
    };
    look.current = () => {
      if (document.querySelector(CODE_BLOCK)) load().catch(() => {});
    };
    look.current();
    const onInserted = () => look.current?.();
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(MARKUP_INSERTED_EVENT, onInserted);
    return () => {
      cancelled = true;
      stopWatching?.();
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(MARKUP_INSERTED_EVENT, onInserted);
    };
  }, []);

  // Another page's blocks, rendered by React after a client-side navigation.
  useEffect(() => look.current?.(), [pathname]);

  return null;
}
