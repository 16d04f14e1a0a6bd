import type { ComponentProps } from 'react';
import { getTranslate } from '@/i18n';
import type { Language } from '@/routing';
import { CommentIcon, LinkIcon } from '@/ui/icons';

type HeadingTag = 'h2' | 'h3' | 'h4';

export interface HeadingLabels {
  anchorLabel: string;
  sectionFeedbackLabel: string;
}

/** The accessible names of a heading's two links, in the page's language. */
export function headingLabels(language: Language): HeadingLabels {
  const t = getTranslate(language);
  return {
    anchorLabel: t('page.anchorLink') ?? '',
    sectionFeedbackLabel: t('feedback.sectionLink') ?? '',
  };
}

/**
 * A heading with its stable id, a link to itself and a link to the page's feedback widget scoped to
 * this section (both shown on hover and focus). Without JavaScript the second one still jumps to
 * the widget.
 */
export function Heading({
  as: Tag,
  anchorLabel,
  sectionFeedbackLabel,
  id,
  children,
  ...props
}: ComponentProps<'h2'> & HeadingLabels & { as: HeadingTag }) {
  return (
    <Tag id={id} {...props}>
      {children}
      {id ? (
        <a className="anchor-link" href={`#${id}`} aria-label={anchorLabel}>
          <LinkIcon />
        </a>
      ) : null}
      {id ? (
        <a
          className="anchor-link"
          href="#feedback"
          data-feedback-section={id}
          aria-label={sectionFeedbackLabel}
        >
          <CommentIcon />
        </a>
      ) : null}
    </Tag>
  );
}
