'use client';
import { COLOR_SCHEME_ATTRIBUTE } from '@/constants';
import { useTranslate } from '@/i18n';
import { setColorMode } from '@/preferences/client';
import { MoonIcon, SunIcon } from '@/ui/icons';
import styles from './SiteHeader.module.css';

/**
 * Switches between light and dark. Both icons are rendered and CSS shows the right one,
 * so the button is correct from the first frame whatever the stored mode.
 */
export function ModeToggle() {
  const t = useTranslate();
  const toggle = () => {
    const current = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
    setColorMode(current === 'dark' ? 'light' : 'dark');
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
