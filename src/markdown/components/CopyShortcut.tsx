'use client';
import { useEffect } from 'react';

/**
 * Ctrl/⌘+C copies the code block under the pointer when no text is selected,
 * by pressing that block's copy button (so the "Copied" feedback shows too).
 */
export function CopyShortcut() {
  useEffect(() => {
    let hovered: Element | null = null;
    const onOver = (event: MouseEvent) => {
      hovered = (event.target as Element | null)?.closest?.('[data-code-block]') ?? null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!hovered || event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      const selection = window.getSelection();
      if (selection && selection.toString() !== '') return;
      const active = document.activeElement;
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
      hovered.querySelector<HTMLButtonElement>('[data-copy-button]')?.click();
    };
    document.addEventListener('mouseover', onOver);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
