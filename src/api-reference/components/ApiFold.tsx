'use client';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { HostLabels } from '@/ui/static-markup/hostLabels';
import { StaticMarkupHost } from '@/ui/static-markup/StaticMarkupHost';
import styles from './ApiTables.module.css';

/**
 * A long table, folded: its rows are read from the table's own page (`source`) when the reader
 * opens it, or arrives on one of them (`#class-root`, from search or an old link). The link to that
 * page works without JavaScript.
 */
export function ApiFold({
  id,
  source,
  rowPrefix,
  summary,
  ownPage,
  labels,
}: {
  id: string;
  source: string;
  rowPrefix: string;
  summary: string;
  ownPage: string;
  /** The host's words while it reads the rows (`hostLabels`). */
  labels: HostLabels;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Opened before the page's code hydrated it (the code arrives after the first paint): the
    // browser's toggle event went unheard, so the rows are read now.
    if (details.current?.open) startTransition(() => setOpen(true));
    const openForRow = () => {
      if (location.hash.startsWith(`#${rowPrefix}`)) startTransition(() => setOpen(true));
    };
    openForRow();
    window.addEventListener('hashchange', openForRow);
    return () => window.removeEventListener('hashchange', openForRow);
  }, [rowPrefix]);
  return (
    <details
      ref={details}
      className={styles.fold}
      open={open}
      onToggle={(event) => {
        const { open: opened } = event.currentTarget;
        // The rows are read from the table's page: the host suspends meanwhile (a transition).
        startTransition(() => setOpen(opened));
      }}
    >
      <summary>{summary}</summary>
      <StaticMarkupHost id={id} source={source} deferred={!open} labels={labels} />
      <p>
        <a href={source}>{ownPage}</a>
      </p>
    </details>
  );
}
