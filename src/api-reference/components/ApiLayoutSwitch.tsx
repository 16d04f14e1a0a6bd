'use client';
import { useTranslate } from '@/i18n';
import { useHtmlAttribute } from '@/preferences/client';
import styles from './ApiTables.module.css';

export const API_LAYOUT_STORAGE_KEY = 'docs-api-layout';

/** Shows props, slots and classes as a table or as an expanded list; remembered per reader. */
export function ApiLayoutSwitch() {
  const t = useTranslate();
  const layout = useHtmlAttribute('data-api-layout', 'table');
  const choose = (value: 'table' | 'list') => {
    document.documentElement.setAttribute('data-api-layout', value);
    try {
      localStorage.setItem(API_LAYOUT_STORAGE_KEY, value);
    } catch {
      // Storage unavailable: the choice lasts for this page.
    }
  };
  return (
    <div className={styles.layoutSwitch} role="group" aria-label={t('api.layout') ?? ''}>
      {(['table', 'list'] as const).map((value) => (
        <button
          key={value}
          type="button"
          data-value={value}
          aria-pressed={layout === value}
          onClick={() => choose(value)}
        >
          {t(value === 'table' ? 'api.table' : 'api.list')}
        </button>
      ))}
    </div>
  );
}
