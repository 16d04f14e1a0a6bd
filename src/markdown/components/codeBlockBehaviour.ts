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

/** Does what a click on `control` (a copy button or a variant tab) asks. */
export function actOn(control: Element) {
  const copy = control.closest<HTMLElement>(COPY_BUTTON);
  if (copy) void copyBlock(copy);
  const variant = control.closest(VARIANT_BUTTON)?.getAttribute('data-value');
  if (variant && (CODE_VARIANTS as readonly string[]).includes(variant))
    setCodeVariant(variant as CodeVariant);
}

/**
 * Keeps the TypeScript/JavaScript tabs of every switch marked with the chosen variant, in the
 * page and in static markup that comes in later. Returns the function that stops it.
 */
export function watchVariants(): () => void {
  const onInserted = (event: Event) => markChosenVariant(event.target as Element);
  const observer = new MutationObserver(() => markChosenVariant(document));
  observer.observe(document.documentElement, { attributeFilter: ['data-code-variant'] });
  markChosenVariant(document);
  document.addEventListener(MARKUP_INSERTED_EVENT, onInserted);
  return () => {
    observer.disconnect();
    document.removeEventListener(MARKUP_INSERTED_EVENT, onInserted);
  };
}
