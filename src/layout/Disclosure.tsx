'use client';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './SiteHeader.module.css';

/**
 * A button that shows a small panel of links. Escape or a click elsewhere closes it,
 * returning focus to the button.
 */
export function Disclosure({
  label,
  button,
  children,
}: {
  label: string;
  button: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.disclosure} ref={root}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <div id={id} className={styles.panel} hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
