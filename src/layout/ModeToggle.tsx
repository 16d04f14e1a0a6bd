'use client';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '@/constants';
import { useTranslate } from '@/i18n';
import { MoonIcon, SunIcon } from '@/ui/icons';
import styles from './SiteHeader.module.css';

/**
 * Switches between light and dark. Both icons are rendered and CSS shows the right one,
 * so the button is correct from the first frame whatever the stored mode.
 */
export function ModeToggle() {
  const t = useTranslate();
  const toggle = () => {
    const root = document.documentElement;
    const next = root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'light' : 'dark';
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, next);
    try {
      localStorage.setItem(MODE_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  };
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggle}
      aria-label={t('header.toggleMode') ?? ''}
    >
      <span className={styles.showInLight}>
        <MoonIcon />
      </span>
      <span className={styles.showInDark}>
        <SunIcon />
      </span>
    </button>
  );
}
