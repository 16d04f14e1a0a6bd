'use client';
import { useTranslate } from '@/i18n';
import { CODE_VARIANTS, type CodeVariant } from '@/preferences';
import { setCodeVariant, useHtmlAttribute } from '@/preferences/client';
import styles from './CodeVariants.module.css';

const LABELS: Record<CodeVariant, string> = { TS: 'TypeScript', JS: 'JavaScript' };

/** Chooses TypeScript or JavaScript for every sample on the page, and for later pages. */
export function CodeVariantSwitch() {
  const t = useTranslate();
  const current = useHtmlAttribute('data-code-variant', 'TS');
  return (
    <div className={styles.switch} role="group" aria-label={t('settings.codeVariant') ?? ''}>
      {CODE_VARIANTS.map((variant) => (
        <button
          key={variant}
          type="button"
          data-value={variant}
          aria-pressed={current === variant}
          onClick={() => setCodeVariant(variant)}
        >
          {LABELS[variant]}
        </button>
      ))}
    </div>
  );
}
