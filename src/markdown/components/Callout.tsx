import type { ReactNode } from 'react';
import styles from './Callout.module.css';

export type CalloutType = 'info' | 'success' | 'warning' | 'error';

const LABELS: Record<CalloutType, string> = {
  info: 'Note',
  success: 'Tip',
  warning: 'Warning',
  error: 'Important',
};

export function Callout({ type = 'info', children }: { type?: CalloutType; children: ReactNode }) {
  const kind = type in LABELS ? type : 'info';
  return (
    <aside className={styles.root} data-type={kind} aria-label={LABELS[kind]}>
      {children}
    </aside>
  );
}
