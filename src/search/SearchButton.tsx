'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import styles from '@/layout/SiteHeader.module.css';
import { SearchIcon } from '@/ui/headerIcons';
import type { SearchDialogProps } from './SearchDialog';

/** Whether a key press happened where the reader is typing (then `/` is just a slash). */
function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The header's search button; Ctrl+K / ⌘K or `/` open it from anywhere. The dialog's code (and
 * the index) is fetched on first use, or when the pointer or focus comes to the button. Its
 * label and shortcut text come from the server, in the page's language (no dictionary at load).
 */
export function SearchButton({ label, shortcut }: { label: string; shortcut: string }) {
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  const load = () => import('./SearchDialog').then((module) => module.SearchDialog);
  const openDialog = async () => {
    if (!Dialog) {
      const loaded = await load();
      setDialog(() => loaded);
    }
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (event.key === '/' && !event.metaKey && !event.ctrlKey && !isTyping(event.target));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      void openDialog();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${styles.menuButton} ${styles.searchButton}`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={load}
        onFocus={load}
        onClick={openDialog}
      >
        <SearchIcon />
        <span className={styles.searchLabel}>{label}</span>
        <kbd className={styles.searchKey} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {Dialog ? (
        <Dialog
          open={open}
          pathname={pathname}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
