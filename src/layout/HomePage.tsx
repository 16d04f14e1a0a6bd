import type { ReactNode } from 'react';
import { FeedbackSlot } from '@/feedback';
import type { Language } from '@/routing';
import styles from './HomePage.module.css';

export function HomePage({
  title,
  description,
  language,
  children,
}: {
  title: string;
  description: string;
  language: Language;
  children: ReactNode;
}) {
  return (
    <main id="main-content" className={styles.root} tabIndex={-1}>
      <div className={`prose ${styles.inner}`} data-pagefind-body>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{description}</p>
        {children}
        <FeedbackSlot pathname="/" language={language} pageTitle={title} />
      </div>
    </main>
  );
}
