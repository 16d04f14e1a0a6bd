'use client';
import { useTranslate } from '@/i18n';
import { MenuIcon } from '@/ui/headerIcons';
import styles from './SiteHeader.module.css';
import { setNavDrawerOpen, useNavDrawerOpen } from './navDrawerStore';

export function NavToggleButton() {
  const t = useTranslate();
  const open = useNavDrawerOpen();
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.navToggle}`}
      aria-label={t('header.openNavigation') ?? ''}
      aria-expanded={open}
      aria-controls="docs-side-nav"
      onClick={() => setNavDrawerOpen(true)}
    >
      <MenuIcon />
    </button>
  );
}
