import { getTranslate } from '@/i18n';
import type { Language } from '@/routing';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import styles from './CodeBlock.module.css';

export interface CopyLabels {
  /** The button's accessible name. */
  name: string;
  copy: string;
  copied: string;
}

export function copyLabels(language: Language): CopyLabels {
  const t = getTranslate(language);
  return {
    name: t('page.copyCode') ?? '',
    copy: t('page.copy') ?? '',
    copied: t('page.copied') ?? '',
  };
}

/**
 * The copy button of a code block: plain markup, so code blocks can be sent as static HTML. Its
 * click is handled by delegation (`CodeBlockActions`), which copies the block's `<pre>` and shows
 * the "copied" label and icon for a moment (SPEC §8).
 */
export function CopyButton({ labels }: { labels: CopyLabels }) {
  return (
    <button
      type="button"
      className={styles.copy}
      data-copy-button
      data-label-copied={labels.copied}
      aria-label={labels.name}
    >
      <span className={styles.idleIcon}>
        <CopyIcon />
      </span>
      <span className={styles.doneIcon}>
        <CheckIcon />
      </span>
      <span aria-live="polite">{labels.copy}</span>
    </button>
  );
}
