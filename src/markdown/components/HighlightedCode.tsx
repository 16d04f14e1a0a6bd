import { CODE_THEMES, getHighlighter } from '../highlighter';
import styles from './CodeBlock.module.css';
import type { Language } from '@/routing';
import { CopyButton, copyLabels } from './CopyButton';

/** A code block highlighted on the server, for code that does not come from MDX. */
export async function HighlightedCode({
  code,
  language,
  pageLanguage,
}: {
  code: string;
  language: 'tsx' | 'ts' | 'bash';
  /** The page's language, for the copy button's labels. */
  pageLanguage: Language;
}) {
  const highlighter = await getHighlighter();
  const html = highlighter.codeToHtml(code, {
    lang: language,
    themes: CODE_THEMES,
    defaultColor: false,
  });
  return (
    <div className={styles.root} data-code-block>
      {/* Shiki's output: escaped code in spans, generated at build time from our own data. */}
      <div dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
      <CopyButton labels={copyLabels(pageLanguage)} />
    </div>
  );
}
