'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '@/i18n';
import { CloseIcon, SearchIcon } from '@/ui/icons';
import { searchDocs } from './engine';
import { SEARCH_PRODUCTS, type SearchKind, type SearchProductId } from './facets';
import { excerptParts, type SearchGroup } from './ranking';
import { readRecent, saveRecent, type RecentSearch } from './recent';
import styles from './SearchDialog.module.css';

export interface SearchDialogProps {
  open: boolean;
  /** The page the reader is on: its language is searched and its product boosted. */
  pathname: string;
  onClose: () => void;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';
interface Option {
  id: string;
  title: string;
  url: string;
  excerpt?: string;
  /** The page the option belongs to (for recent searches). */
  pageTitle: string;
}

const PRODUCT_IDS = Object.keys(SEARCH_PRODUCTS) as SearchProductId[];
const KINDS: SearchKind[] = ['guides', 'api'];

/**
 * The search dialog (a native <dialog>: focus stays inside, Escape closes): results as the reader
 * types, grouped by page, with filters by product and kind, and the pages last opened from search.
 * Keyboard: the field keeps focus; ↑/↓ move through the results, Enter opens one.
 */
export function SearchDialog({ open, pathname, onClose }: SearchDialogProps) {
  const t = useTranslate();
  const router = useRouter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [products, setProducts] = useState<SearchProductId[]>([]);
  const [kinds, setKinds] = useState<SearchKind[]>([]);
  const [result, setResult] = useState<{
    key: string;
    groups: SearchGroup[];
    failed: boolean;
  } | null>(null);
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.select();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const text = query.trim();
  const key = JSON.stringify([text, products, kinds, pathname]);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    searchDocs(text, { filters: { products, kinds }, pathname })
      .then((found) => {
        if (cancelled) return;
        setResult({ key, groups: found, failed: false });
        setActive(0);
      })
      .catch(() => {
        if (!cancelled) setResult({ key, groups: [], failed: true });
      });
    return () => {
      cancelled = true;
    };
    // `key` stands for the query, the filters and the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // While a new search runs, the last results stay (no flicker).
  const groups = text && result ? result.groups : [];
  let status: Status = 'idle';
  if (text) status = result?.key !== key ? 'loading' : result.failed ? 'failed' : 'done';

  const options: Option[] = text
    ? groups.flatMap((group, g) =>
        group.hits.map((hit, h) => ({
          id: `${ids}-${g}-${h}`,
          title: hit.title,
          url: hit.url,
          excerpt: hit.excerpt,
          pageTitle: group.title,
        })),
      )
    : recent.map((item, r) => ({
        id: `${ids}-r-${r}`,
        title: item.title,
        url: item.url,
        pageTitle: item.title,
      }));
  const activeOption = options[Math.min(active, options.length - 1)];

  const choose = (option: Option) => {
    saveRecent({
      title:
        option.title === option.pageTitle ? option.title : `${option.pageTitle} › ${option.title}`,
      url: option.url,
    });
    setRecent(readRecent());
    // Next time the dialog opens on the recent searches, this one first.
    setQuery('');
    onClose();
    router.push(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field would spend Escape on clearing itself first: here it always closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (Math.min(active, options.length - 1) + step + options.length) % options.length;
      setActive(next);
      document.getElementById(options[next].id)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const renderOption = (option: Option, isPage: boolean) => (
    <li
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={option === activeOption}
      className={`${styles.option} ${isPage ? styles.pageOption : ''}`}
      onClick={() => choose(option)}
      onMouseMove={() => setActive(options.indexOf(option))}
    >
      <span className={styles.optionTitle}>{option.title}</span>
      {option.excerpt ? (
        <span className={styles.excerpt}>
          {excerptParts(option.excerpt).map((part, index) =>
            part.mark ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </span>
      ) : null}
    </li>
  );

  let message: string | null = null;
  if (status === 'loading' && groups.length === 0) message = t('search.loading');
  if (status === 'failed') message = t('search.unavailable');
  if (status === 'done' && groups.length === 0)
    message = (t('search.noResults') ?? '').replace('{query}', text);

  let optionIndex = 0;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${ids}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <h2 id={`${ids}-title`} className="visually-hidden">
          {t('search.title')}
        </h2>
        <div className={styles.field}>
          <SearchIcon />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={`${ids}-list`}
            aria-activedescendant={activeOption?.id}
            aria-autocomplete="list"
            aria-label={t('search.title') ?? ''}
            aria-describedby={`${ids}-hint`}
            placeholder={t('search.placeholder') ?? ''}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('search.close') ?? ''}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.filters} role="group" aria-label={t('search.filters') ?? ''}>
          {PRODUCT_IDS.map((id) => (
            <button
              key={id}
              type="button"
              className={styles.chip}
              aria-pressed={products.includes(id)}
              onClick={() => setProducts((list) => toggle(list, id))}
            >
              {t(`search.products.${id}`)}
            </button>
          ))}
          <span className={styles.separator} aria-hidden="true" />
          {KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={styles.chip}
              aria-pressed={kinds.includes(kind)}
              onClick={() => setKinds((list) => toggle(list, kind))}
            >
              {t(`search.${kind}`)}
            </button>
          ))}
        </div>
        <p id={`${ids}-hint`} className="visually-hidden">
          {t('search.hint')}
        </p>
        {/* The results scroll on their own; keyboard users can focus the region to scroll it. */}
        <div
          className={styles.results}
          role="region"
          aria-label={t('search.results') ?? ''}
          tabIndex={0}
        >
          {message ? <p className={styles.message}>{message}</p> : null}
          <ul
            id={`${ids}-list`}
            role="listbox"
            aria-label={t('search.results') ?? ''}
            aria-busy={status === 'loading'}
          >
            {text
              ? groups.map((group) => {
                  const hits = options.slice(optionIndex, optionIndex + group.hits.length);
                  optionIndex += group.hits.length;
                  return (
                    <li key={group.url} role="presentation">
                      <ul role="group" aria-label={group.title} className={styles.group}>
                        {hits.map((option, index) => renderOption(option, index === 0))}
                      </ul>
                      <span className={styles.groupMeta} aria-hidden="true">
                        {[
                          group.product ? t(`search.products.${group.product}`) : null,
                          t(`search.${group.kind}`),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </li>
                  );
                })
              : recent.length > 0
                ? [
                    <li key="recent" role="presentation">
                      <ul
                        role="group"
                        aria-label={t('search.recent') ?? ''}
                        className={styles.group}
                      >
                        {options.map((option) => renderOption(option, false))}
                      </ul>
                    </li>,
                  ]
                : null}
          </ul>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {status === 'done' && groups.length > 0
            ? (t('search.count') ?? '').replace('{count}', String(groups.length))
            : (message ?? '')}
        </p>
      </div>
    </dialog>
  );
}
