import type { ComponentProps, CSSProperties } from 'react';
import { CODE_HTML_PROP } from '../rehypeCodeHtml';
import styles from './CodeBlock.module.css';
import { CopyButton, type CopyLabels } from './CopyButton';

type CodeBlockProps = ComponentProps<'pre'> & { [CODE_HTML_PROP]?: string; labels: CopyLabels };

/** The lines of a highlighted block (shiki wraps each in `<span class="line">`). */
export function codeLines(html: string | undefined): number {
  return html === undefined ? 1 : html.split('<span class="line">').length - 1 || 1;
}

/**
 * A code block with its copy button. Highlighted blocks arrive with their inner HTML as a string
 * (shiki's output for our own content files, escaped, made at build time; see `rehypeCodeHtml`).
 */
export function CodeBlock({ [CODE_HTML_PROP]: html, labels, children, ...props }: CodeBlockProps) {
  return (
    // Its line count sizes it while it is off screen and not laid out (`.prose-run` in global.css).
    <div
      className={styles.root}
      data-code-block
      style={{ '--code-lines': codeLines(html) } as CSSProperties}
    >
      {html === undefined ? (
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
      ) : (
        <pre {...props} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <CopyButton labels={labels} />
    </div>
  );
}
