import type { ComponentProps } from 'react';
import { LinkIcon } from '@/ui/icons';

type HeadingTag = 'h2' | 'h3' | 'h4';

/** A heading with its stable id and a link to itself (shown on hover and focus). */
export function Heading({
  as: Tag,
  anchorLabel,
  id,
  children,
  ...props
}: ComponentProps<'h2'> & { as: HeadingTag; anchorLabel: string }) {
  return (
    <Tag id={id} {...props}>
      {children}
      {id ? (
        <a className="anchor-link" href={`#${id}`} aria-label={anchorLabel}>
          <LinkIcon />
        </a>
      ) : null}
    </Tag>
  );
}
