'use client';
import { useEffect, useState } from 'react';
import { useTranslate } from '@/i18n';
import type { TocEntry } from '@/markdown/toc';
import styles from './TableOfContents.module.css';

/** The page's sections, the one being read highlighted (scroll spy); Pro and Premium sections flagged. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const headings = toc
      .map((entry) => document.getElementById(entry.id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // The active section is the last heading above the top quarter of the viewport.
      const line = window.innerHeight / 4;
      let current = headings[0].id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.id;
        else break;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [toc]);

  if (toc.length === 0) return null;
  return (
    <nav className={styles.root} aria-label={t('page.tocLabel') ?? ''}>
      <p className={styles.title}>{t('page.toc')}</p>
      <ul className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              data-depth={entry.depth}
              aria-current={entry.id === activeId ? 'location' : undefined}
            >
              <span>{entry.text}</span>
              {entry.plan ? (
                <span className={styles.plan} data-plan={entry.plan}>
                  {entry.plan === 'pro' ? t('page.planPro') : t('page.planPremium')}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
