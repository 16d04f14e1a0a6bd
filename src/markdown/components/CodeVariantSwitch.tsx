import { CODE_VARIANTS, type CodeVariant } from '@/preferences';
import styles from './CodeVariants.module.css';

const LABELS: Record<CodeVariant, string> = { TS: 'TypeScript', JS: 'JavaScript' };

/**
 * Chooses TypeScript or JavaScript for every sample on the page, and for later pages. Plain
 * markup: `CodeBlockActions` handles its clicks and keeps `aria-pressed` in step with the
 * `data-code-variant` attribute of <html>, which styles the chosen tab before any script runs.
 */
export function CodeVariantSwitch({ label }: { label: string }) {
  return (
    <div className={styles.switch} role="group" aria-label={label} data-code-variant-switch>
      {CODE_VARIANTS.map((variant) => (
        <button key={variant} type="button" data-value={variant} aria-pressed={variant === 'TS'}>
          {LABELS[variant]}
        </button>
      ))}
    </div>
  );
}
