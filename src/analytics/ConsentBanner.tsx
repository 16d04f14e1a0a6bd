'use client';
import { useId } from 'react';
import styles from './ConsentBanner.module.css';
import type { ConsentChoice } from './decisions';

/** The banner's text in the page's language, from the server (no dictionary at load). */
export interface ConsentLabels {
  title: string;
  text: string;
  essentialOnly: string;
  allow: string;
}

/**
 * A small card in a bottom corner, over the page rather than in its flow (no layout shift), that
 * never blocks reading: ignoring it means essential only.
 */
export function ConsentBanner({
  labels,
  onChoose,
}: {
  labels: ConsentLabels;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.text}>{labels.text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => onChoose('denied')}>
          {labels.essentialOnly}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => onChoose('granted')}
        >
          {labels.allow}
        </button>
      </div>
    </section>
  );
}
