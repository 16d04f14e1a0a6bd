'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes } from 'react';
import { prefetchMarkup } from '@/ui/static-markup/pageMarkup';
import { routedHref } from './routeClick';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of this site that fetches the page ahead only when the reader shows the intent
 * to follow it: the pointer rests on it, it takes the focus, or a finger touches it. Next's own
 * links fetch every link that scrolls into view; on a page with a long side nav or an index of
 * components that came to 30–80 payloads (120–270 kB) at each page load, most never followed.
 * A hover gives the fetch a head start of a few hundred milliseconds before the click.
 *
 * A plain anchor whose click goes through the router, not `next/link`: that component and its
 * helpers were ~2.5 kB gzip of every page's first load, and each of the page's links ran its hooks
 * while hydrating, for features (prefetch in view, link status) these links do not use.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  onClick,
  ...props
}: Props) {
  const router = useRouter();
  // Same-page anchors need nothing fetched. A page's prose is static markup read from its HTML
  // after a navigation (see StaticMarkupHost): that is fetched ahead too.
  const prefetch = () => {
    if (href.startsWith('#')) return;
    router.prefetch(href);
    prefetchMarkup(href);
  };
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        const target = routedHref(event.nativeEvent, event.currentTarget);
        if (target === null) return;
        event.preventDefault();
        router.push(target);
      }}
    />
  );
}
