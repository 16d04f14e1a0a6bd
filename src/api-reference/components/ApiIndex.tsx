'use client';
import { IntentLink } from '@/navigation/IntentLink';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/i18n';
import styles from './ApiTables.module.css';

export interface ApiIndexEntry {
  name: string;
  href: string;
  kind: 'component' | 'type';
  plan?: 'pro' | 'premium';
}

/** The API pages of a product, filtered as the reader types. */
export function ApiIndex({ entries }: { entries: ApiIndexEntry[] }) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A reader may type before the page's code has hydrated it (it arrives after the first paint):
  // what they typed is in the box, so the list follows it.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const visible = entries.filter((entry) => entry.name.toLowerCase().includes(deferred));
  const groups = [
    { kind: 'component' as const, title: t('api.components') },
    { kind: 'type' as const, title: t('api.types') },
  ];
  return (
    <>
      <input
        ref={input}
        type="search"
        className={styles.search}
        placeholder={t('api.search') ?? ''}
        aria-label={t('api.search') ?? ''}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="visually-hidden" aria-live="polite">
        {visible.length} / {entries.length}
      </p>
      {visible.length === 0 ? <p>{t('api.noResults')}</p> : null}
      {groups.map((group) => {
        const items = visible.filter((entry) => entry.kind === group.kind);
        if (items.length === 0) return null;
        return (
          <section key={group.kind} aria-label={group.title ?? ''}>
            <h2>{group.title}</h2>
            <ul className={styles.indexList}>
              {items.map((entry) => (
                <li key={entry.href}>
                  <IntentLink href={entry.href}>
                    <code>{entry.name}</code>
                  </IntentLink>
                  {entry.plan ? (
                    <span className={styles.indexPlan} data-plan={entry.plan}>
                      {entry.plan === 'pro' ? 'Pro' : 'Premium'}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
