import type { CSSProperties, ReactNode } from 'react';
import styles from './CodeVariants.module.css';
import { CodeVariantSwitch } from './CodeVariantSwitch';

/**
 * A TypeScript sample and its generated JavaScript twin. Both are in the HTML; the
 * `data-code-variant` attribute on <html> (set before the first paint) decides which one shows.
 */
export function CodeVariants({
  label,
  lines,
  children,
}: {
  label: string;
  /** The lines of the TypeScript sample, to size the block while it is not laid out. */
  lines: number;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.root}
      data-code-variants
      style={{ '--code-lines': lines } as CSSProperties}
    >
      <CodeVariantSwitch label={label} />
      {children}
    </div>
  );
}

export function CodeVariant({ variant, children }: { variant: 'TS' | 'JS'; children: ReactNode }) {
  return (
    <div className="code-variant" data-variant={variant}>
      {children}
    </div>
  );
}
