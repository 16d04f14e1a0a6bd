'use client';
import { COPIED_FEEDBACK_MS } from '@/constants';
import { useTranslate } from '@/i18n';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import { useCopiedFlag } from '@/ui/useCopiedFlag';
import styles from './CodeBlock.module.css';

/** Copies the text of the `<pre>` in the same code block. Failure is silently ignored (SPEC §8). */
export function CopyButton() {
  const t = useTranslate();
  const [copied, flagCopied] = useCopiedFlag(COPIED_FEEDBACK_MS.codeBlock);

  async function copy(event: React.MouseEvent<HTMLButtonElement>) {
    const text = event.currentTarget
      .closest('[data-code-block]')
      ?.querySelector('pre')?.textContent;
    if (text == null) return;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    flagCopied();
  }

  return (
    <button
      type="button"
      className={styles.copy}
      onClick={copy}
      data-copy-button
      data-copied={copied || undefined}
      aria-label={t('page.copyCode') ?? ''}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? t('page.copied') : t('page.copy')}</span>
    </button>
  );
}
