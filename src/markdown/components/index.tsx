import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { getTranslate } from '@/i18n';
import type { Language } from '@/routing';
import { Callout } from './Callout';
import { CodeBlock, codeLines } from './CodeBlock';
import { elementsIn } from '../elementTree';
import { CODE_HTML_PROP } from '../rehypeCodeHtml';
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
      <div
        className="table-scroll"
        role="region"
        aria-label={label ?? 'Table'}
        tabIndex={0}
        style={{ '--table-rows': count(props.children, 'tr') } as CSSProperties}
      >
        <table {...props} />
      </div>
    ),
    Callout,
    CodeVariants: ({ children }: { children: ReactNode }) => (
      <CodeVariants label={variantLabel} lines={firstCodeLines(children)}>
        {children}
      </CodeVariants>
    ),
    CodeVariant,
    PlanBadge,
    ...extra,
  };
}

/** How many `tag` elements MDX put in this tree. */
function count(node: ReactNode, tag: string): number {
  return elementsIn(node).filter((element) => element.type === tag).length;
}

/** The lines of the first highlighted code block in this tree. */
function firstCodeLines(node: ReactNode): number {
  const block = elementsIn(node).find((element) => CODE_HTML_PROP in element.props);
  return block ? codeLines(block.props[CODE_HTML_PROP] as string) : 0;
}

export { CodeBlockActions } from './CodeBlockActions';
export { PlanBadge } from './PlanBadge';
