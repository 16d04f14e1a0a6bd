'use client';
import type { HostLabels } from './hostLabels';
import { useRouter } from 'next/navigation';
import { use, useEffect, useLayoutEffect, useRef } from 'react';
import { routedHref } from '@/navigation/routeClick';
import {
  hasServerMarkup,
  MARKUP_INSERTED_EVENT,
  markupOf,
  wasRead,
  prefetchMarkup,
  STATIC_MARKUP_ATTRIBUTE,
} from './pageMarkup';
import { readStaticMarkup } from './stash';
import styles from './StaticMarkup.module.css';

export { STATIC_MARKUP_ATTRIBUTE };

/** What the host's element holds: the server's markup (`html: ''`, left alone) or read markup. */
type Shown = { id: string; html: string; failed: boolean };

const read = (id: string, html: string | null): Shown => ({
  id,
  html: html ?? '',
  failed: html === null,
});

/**
 * The client side of `StaticMarkup`. On the server it renders the stashed subtree; in the browser
 * it keeps whatever the server put in its element (React leaves an element with
 * `dangerouslySetInnerHTML` alone while hydrating). When a client-side navigation brings it here
 * without that markup, it reads it from the page's HTML at `source`, suspending meanwhile: the
 * router's navigation is a transition, so the reader keeps the previous page until the new one is
 * whole (no empty article, no shift).
 */
export function StaticMarkupHost({
  id,
  source,
  className,
  deferred = false,
  labels,
}: {
  id: string;
  source: string;
  className?: string;
  /** Not in this page's HTML: read from `source` once this turns false (a folded table opened). */
  deferred?: boolean;
  /** What it says while reading and on failure, in the page's language (`hostLabels`). */
  labels: HostLabels;
}) {
  const router = useRouter();
  const element = useRef<HTMLDivElement>(null);
  const announced = useRef<string | null>(null);
  const onServer = typeof window === 'undefined';

  // The server's markup, left alone; or the markup read from `source`, once it is there.
  const adopted = !onServer && !wasRead(source, id) && (deferred || hasServerMarkup(id));
  const shown: Shown | null =
    onServer || (adopted && deferred)
      ? null
      : adopted
        ? { id, html: '', failed: false }
        : read(id, use(markupOf(source, id)));

  useLayoutEffect(() => {
    if (!shown?.html || announced.current === shown.id) return;
    announced.current = shown.id;
    element.current?.dispatchEvent(new Event(MARKUP_INSERTED_EVENT, { bubbles: true }));
    // A navigation to one of its rows (`#prop-rows`) could not scroll before the row existed.
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && element.current?.contains(target)) target.scrollIntoView();
  });

  // Links in the markup are plain anchors: follow the site's own without reloading the page, and
  // fetch them ahead when the reader points at one or focuses it.
  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const anchorOf = (event: Event) => {
      const anchor = (event.target as Element).closest?.('a[href]');
      return anchor instanceof HTMLAnchorElement ? anchor : null;
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      const target = anchor && routedHref(event, anchor);
      if (!target) return;
      event.preventDefault();
      router.push(target);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const path = anchor && !anchor.target ? prefetchMarkup(anchor.href) : null;
      if (path) router.prefetch(path);
    };
    host.addEventListener('click', onClick);
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      host.addEventListener(type, onIntent, { passive: true });
    return () => {
      host.removeEventListener('click', onClick);
      for (const type of ['pointerover', 'focusin', 'touchstart'])
        host.removeEventListener(type, onIntent);
    };
  }, [router]);

  return (
    <>
      <div
        ref={element}
        {...{ [STATIC_MARKUP_ATTRIBUTE]: id }}
        className={className ? `${styles.host} ${className}` : styles.host}
        data-loading={labels.loading}
        data-read={shown?.html ? '' : undefined}
        suppressHydrationWarning
        {...(onServer
          ? { children: deferred ? null : readStaticMarkup(id) }
          : { dangerouslySetInnerHTML: { __html: shown?.html ?? '' } })}
      />
      {shown?.failed ? <p role="alert">{labels.failed}</p> : null}
    </>
  );
}
