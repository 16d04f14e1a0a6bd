import type { ReactNode } from 'react';
import { hostLabels } from './hostLabels';
import { putStaticMarkup } from './stash';
import { StaticMarkupHost } from './StaticMarkupHost';

/**
 * Content that needs no JavaScript, sent once. A server component's output normally reaches the
 * browser twice: as HTML and again in the RSC payload inlined for hydration, which for a long
 * reference table costs three times the bytes of the table. Here the HTML carries the markup and
 * the payload only its `id`: the client adopts the server's DOM as it is, without hydrating it.
 *
 * `children` must render on the server alone: elements and plain function components, no client
 * components, hooks or context (links inside are plain anchors; the host routes their clicks).
 * After a client-side navigation the markup is not in the document yet: the host reads it from
 * the page's HTML at `source` (the reader's HTTP or service-worker cache usually has it).
 */
export function StaticMarkup({
  id,
  source,
  className,
  children,
}: {
  /** Unique within the site: the page's path and the section. */
  id: string;
  /** The page whose HTML holds this markup. */
  source: string;
  className?: string;
  children: ReactNode;
}) {
  putStaticMarkup(id, children);
  return (
    <StaticMarkupHost id={id} source={source} className={className} labels={hostLabels(source)} />
  );
}
