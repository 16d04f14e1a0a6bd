'use client';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslate } from '@/i18n';
import styles from '@/layout/SiteHeader.module.css';
import { SettingsIcon } from '@/ui/icons';

type DrawerComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/** Opens the settings drawer; its code is fetched on first use (or on hover), not with the page. */
export function SettingsButton() {
  const t = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [Drawer, setDrawer] = useState<DrawerComponent | null>(null);
  const [open, setOpen] = useState(false);

  const load = () => import('./SettingsDrawer').then((module) => module.SettingsDrawer);
  const openDrawer = async () => {
    if (!Drawer) {
      const loaded = await load();
      setDrawer(() => loaded);
    }
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={t('settings.openSettings') ?? ''}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={openDrawer}
      >
        <SettingsIcon />
      </button>
      {Drawer ? (
        <Drawer
          open={open}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
