'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/i18n';
import { routedHref } from '@/navigation/routeClick';
import { readStaticMarkup } from './stash';
import styles from './StaticMarkup.module.css';

export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup';

/** Where the markup of a navigated-to `id` stands; the server's own markup needs no state. */
type Fetched = { id: string; html?: string; failed?: true };

/** The markup stored under `id` in the HTML of the page at `source`. */
export async function fetchStaticMarkup(source: string, id: string, signal?: AbortSignal) {
  const response = await fetch(source, { signal, headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const quoted = id.replace(/["\\]/g, '\\$&');
  const holder = page.querySelector(`[${STATIC_MARKUP_ATTRIBUTE}="${quoted}"]`);
  if (!holder?.firstChild) throw new Error(`${source} holds no markup for ${id}`);
  return holder.innerHTML;
}

/**
 * The client side of `StaticMarkup`. On the server it renders the stashed subtree; in the browser
 * it keeps whatever the server put in its element (React leaves an element with
 * `dangerouslySetInnerHTML` alone while hydrating) and fetches the markup only when a client-side
 * navigation brought it here with an empty element.
 */
export function StaticMarkupHost({
  id,
  source,
  className,
  deferred = false,
}: {
  id: string;
  source: string;
  className?: string;
  /** Not in this page's HTML: read from `source` once this turns false (a folded table opened). */
  deferred?: boolean;
}) {
  const t = useTranslate();
  const router = useRouter();
  const element = useRef<HTMLDivElement>(null);
  // The id whose markup the element holds: the server's, until a navigation changes `id`.
  const held = useRef<string | null>(null);
  const [fetched, setFetched] = useState<Fetched | null>(null);

  useEffect(() => {
    if (held.current === null && element.current?.firstChild) held.current = id;
    if (held.current === id || deferred) return;
    const controller = new AbortController();
    fetchStaticMarkup(source, id, controller.signal).then(
      (html) => {
        held.current = id;
        setFetched({ id, html });
      },
      () => controller.signal.aborted || setFetched({ id, failed: true }),
    );
    return () => controller.abort();
  }, [id, source, deferred]);

  // A navigation to one of its rows (`#prop-rows`) could not scroll before the row existed.
  useEffect(() => {
    if (!fetched?.html) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && element.current?.contains(target)) target.scrollIntoView();
  }, [fetched]);

  // Links in the markup are plain anchors: follow the site's own without reloading the page.
  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = routedHref(event, anchor);
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [router]);

  const current = fetched?.id === id ? fetched : null;
  const onServer = typeof window === 'undefined';
  return (
    <>
      <div
        ref={element}
        {...{ [STATIC_MARKUP_ATTRIBUTE]: id }}
        className={className ? `${styles.host} ${className}` : styles.host}
        data-loading={t('page.sectionLoading')}
        suppressHydrationWarning
        {...(onServer
          ? { children: deferred ? null : readStaticMarkup(id) }
          : { dangerouslySetInnerHTML: { __html: current?.html ?? '' } })}
      />
      {current?.failed ? <p role="alert">{t('page.sectionFailed')}</p> : null}
    </>
  );
}
