'use client';
import { useId } from 'react';
import { useTranslate } from '@/i18n';
import styles from './ConsentBanner.module.css';
import type { ConsentChoice } from './decisions';

/**
 * A small card in a bottom corner, over the page rather than in its flow (no layout shift), that
 * never blocks reading: ignoring it means essential only.
 */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>{t('consent.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => onChoose('denied')}>
          {t('consent.essentialOnly')}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => onChoose('granted')}
        >
          {t('consent.allow')}
        </button>
      </div>
    </section>
  );
}
