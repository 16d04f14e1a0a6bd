'use client';
import { COPIED_FEEDBACK_MS } from '@/constants';
import { useTranslate } from '@/i18n';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import { useCopiedFlag } from '@/ui/useCopiedFlag';
import styles from './CopyPageButton.module.css';

/**
 * "Copy page as Markdown": fetches the page's `.md` twin on click and puts it on the clipboard.
 * The text is not in the page, so nothing is paid until a reader asks. The clipboard item is given
 * the pending fetch, so Safari still sees the copy as part of the click. Failures are silent
 * (SPEC §8, clipboard copy failure).
 */
export function CopyPageButton({ markdownHref }: { markdownHref: string }) {
  const t = useTranslate();
  const [copied, flagCopied] = useCopiedFlag(COPIED_FEEDBACK_MS.codeBlock);

  async function copy() {
    const text = fetch(markdownHref).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    });
    try {
      try {
        // Safari keeps the click's permission only if the clipboard gets the pending text.
        const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } catch {
        await navigator.clipboard.writeText(await text);
      }
    } catch {
      return;
    }
    flagCopied();
  }

  return (
    <button
      type="button"
      className={styles.button}
      onClick={copy}
      data-copy-page
      data-copied={copied || undefined}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? t('page.copied') : t('page.copyMarkdown')}</span>
    </button>
  );
}
