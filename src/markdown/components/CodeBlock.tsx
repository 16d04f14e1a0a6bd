import type { ComponentProps } from 'react';
import { CODE_HTML_PROP } from '../rehypeCodeHtml';
import styles from './CodeBlock.module.css';
import { CopyButton, type CopyLabels } from './CopyButton';

type CodeBlockProps = ComponentProps<'pre'> & { [CODE_HTML_PROP]?: string; labels: CopyLabels };

/**
 * A code block with its copy button. Highlighted blocks arrive with their inner HTML as a string
 * (shiki's output for our own content files, escaped, made at build time; see `rehypeCodeHtml`).
 */
export function CodeBlock({ [CODE_HTML_PROP]: html, labels, children, ...props }: CodeBlockProps) {
  return (
    <div className={styles.root} data-code-block>
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
