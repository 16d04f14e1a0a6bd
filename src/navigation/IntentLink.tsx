'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to a page of this site that fetches the page ahead only when the reader shows the intent
 * to follow it: the pointer rests on it, it takes the focus, or a finger touches it. Next's own
 * links fetch every link that scrolls into view; on a page with a long side nav or an index of
 * components that came to 30–80 payloads (120–270 kB) at each page load, most never followed.
 * A hover gives the fetch a head start of a few hundred milliseconds before the click.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  // Same-page anchors need nothing fetched.
  const prefetch = () => {
    if (!href.startsWith('#')) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
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
    />
  );
}
