import type { ComponentProps } from 'react';
import styles from './CodeBlock.module.css';
import { CopyButton } from './CopyButton';

/** A highlighted code block (HTML from shiki at build time) with its copy button. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className={styles.root} data-code-block>
      <pre {...props} tabIndex={0} />
      <CopyButton />
    </div>
  );
}
