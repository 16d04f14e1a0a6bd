import type { ReactNode } from 'react';
import styles from './HomePage.module.css';

export function HomePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main id="main-content" className={styles.root} tabIndex={-1}>
      <div className={`prose ${styles.inner}`} data-pagefind-body>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{description}</p>
        {children}
      </div>
    </main>
  );
}
