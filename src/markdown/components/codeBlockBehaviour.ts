import { COPIED_FEEDBACK_MS } from '@/constants';
import { CODE_VARIANTS, type CodeVariant } from '@/preferences';
import { setCodeVariant } from '@/preferences/client';
import { MARKUP_INSERTED_EVENT } from '@/ui/static-markup/pageMarkup';

const COPY_BUTTON = '[data-copy-button]';
const VARIANT_BUTTON = '[data-code-variant-switch] button[data-value]';

/** The buttons' countdowns, so a second copy restarts the first one's. */
const copiedTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** Copies the `<pre>` of the button's code block; a refused clipboard is ignored (SPEC §8). */
async function copyBlock(button: HTMLElement) {
  const text = button.closest('[data-code-block]')?.querySelector('pre')?.textContent;
  if (text == null) return;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  const label = button.querySelector('[aria-live]');
  if (!button.hasAttribute('data-copied')) {
    button.dataset.labelCopy = label?.textContent ?? '';
    button.setAttribute('data-copied', '');
    if (label) label.textContent = button.dataset.labelCopied ?? '';
  }
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    setTimeout(() => {
      button.removeAttribute('data-copied');
      if (label) label.textContent = button.dataset.labelCopy ?? '';
    }, COPIED_FEEDBACK_MS.codeBlock),
  );
}

/** Marks the chosen tab of every TypeScript/JavaScript switch under `root`. */
function markChosenVariant(root: ParentNode) {
  const chosen = document.documentElement.getAttribute('data-code-variant') ?? 'TS';
  for (const button of root.querySelectorAll(VARIANT_BUTTON)) {
    button.setAttribute('aria-pressed', String(button.getAttribute('data-value') === chosen));
  }
}

/**
 * What code blocks do, for every block on the page, by delegation: code blocks are static markup
 * (no React of their own). A copy button copies its block and says so for a moment; the
 * TypeScript/JavaScript tabs choose the variant for every sample; and Ctrl/⌘+C copies the block
 * under the pointer when no text is selected, by pressing that block's copy button. Returns the
 * function that stops it.
 */
export function installCodeBlockActions(): () => void {
  let hovered: Element | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const copy = target?.closest?.<HTMLElement>(COPY_BUTTON);
    if (copy) void copyBlock(copy);
    const variant = target?.closest?.(VARIANT_BUTTON)?.getAttribute('data-value');
    if (variant && (CODE_VARIANTS as readonly string[]).includes(variant))
      setCodeVariant(variant as CodeVariant);
  };
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
    hovered.querySelector<HTMLButtonElement>(COPY_BUTTON)?.click();
  };
  const onInserted = (event: Event) => markChosenVariant(event.target as Element);
  const observer = new MutationObserver(() => markChosenVariant(document));
  observer.observe(document.documentElement, { attributeFilter: ['data-code-variant'] });
  markChosenVariant(document);
  document.addEventListener('click', onClick);
  document.addEventListener('mouseover', onOver);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener(MARKUP_INSERTED_EVENT, onInserted);
  return () => {
    observer.disconnect();
    document.removeEventListener('click', onClick);
    document.removeEventListener('mouseover', onOver);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener(MARKUP_INSERTED_EVENT, onInserted);
  };
}
