import fs from 'node:fs';
import path from 'node:path';
import { IntentLink } from '@/navigation/IntentLink';
import { getTranslate } from '@/i18n';
import { localizePath, type Language } from '@/routing';
import styles from './TemplateGallery.module.css';
import { TEMPLATES, TEMPLATES_DEMO_FOLDER, TEMPLATES_PATH } from './templates';

/** One-line descriptions, written beside the templates (a missing one leaves the card without it). */
function readDescriptions(): Record<string, string> {
  const file = path.join(process.cwd(), 'content', TEMPLATES_DEMO_FOLDER, 'descriptions.json');
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The nine templates as cards, each opening the template full screen. */
export function TemplateGallery({ language }: { language: Language }) {
  const t = getTranslate(language);
  const descriptions = readDescriptions();
  return (
    <ul className={styles.grid}>
      {TEMPLATES.map((template) => (
        <li key={template.slug} className={styles.card}>
          <span className={styles.label}>{template.label}</span>
          {descriptions[template.demo] ? (
            <span className={styles.description}>{descriptions[template.demo]}</span>
          ) : null}
          <IntentLink
            className={styles.open}
            href={localizePath(`${TEMPLATES_PATH}/${template.slug}`, language)}
            aria-label={`${t('templates.open')}: ${template.label}`}
          >
            {t('templates.open')}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
