'use client';
import { MenuIcon } from '@/ui/headerIcons';
import styles from './SiteHeader.module.css';
import { setNavDrawerOpen, useNavDrawerOpen } from './navDrawerStore';

/** The header's menu button, which opens the nav drawer. `label`: its name, in the page's language. */
export function NavToggleButton({ label }: { label: string }) {
  const open = useNavDrawerOpen();
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.navToggle}`}
      aria-label={label}
      aria-expanded={open}
      aria-controls="docs-side-nav"
      onClick={() => setNavDrawerOpen(true)}
    >
      <MenuIcon />
    </button>
  );
}
