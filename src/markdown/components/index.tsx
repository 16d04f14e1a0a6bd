import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { getTranslate } from '@/i18n';
import type { Language } from '@/routing';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { copyLabels } from './CopyButton';
import { CodeVariant, CodeVariants } from './CodeVariants';
import { DocsLink } from './DocsLink';
import { Heading, headingLabels } from './Heading';
import { PlanBadge } from './PlanBadge';

/**
 * Every tag MDX content may use. Prose never imports anything; page-specific widgets are added by
 * the caller. All of them render on the server alone (no hooks, no client components), so prose
 * can be sent as static markup (see `proseRuns`).
 */
export function createMdxComponents(language: Language, extra: MDXComponents = {}): MDXComponents {
  const labels = headingLabels(language);
  const copy = copyLabels(language);
  const variantLabel = getTranslate(language)('settings.codeVariant') ?? '';
  return {
    h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...labels} {...props} />,
    h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...labels} {...props} />,
    h4: (props: ComponentProps<'h4'>) => <Heading as="h4" {...labels} {...props} />,
    a: (props: ComponentProps<'a'>) => <DocsLink language={language} {...props} />,
    pre: (props: ComponentProps<typeof CodeBlock>) => <CodeBlock {...props} labels={copy} />,
    table: ({ 'aria-label': label, ...props }: ComponentProps<'table'>) => (
      // A wide table scrolls on its own; the region is focusable so keyboard users can scroll it.
      <div className="table-scroll" role="region" aria-label={label ?? 'Table'} tabIndex={0}>
        <table {...props} />
      </div>
    ),
    Callout,
    CodeVariants: (props: ComponentProps<typeof CodeVariants>) => (
      <CodeVariants {...props} label={variantLabel} />
    ),
    CodeVariant,
    PlanBadge,
    ...extra,
  };
}

export { CodeBlockActions } from './CodeBlockActions';
export { PlanBadge } from './PlanBadge';
