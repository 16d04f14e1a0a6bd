import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { MDXComponents } from 'mdx/types';
import { compileMDX } from 'next-mdx-remote/rsc';
import remarkGfm from 'remark-gfm';
import { CODE_THEMES, getHighlighter } from './highlighter';
import { remarkCodeVariants } from './remarkCodeVariants';
import { remarkHeadings } from './remarkHeadings';
import { remarkTableLabels } from './remarkTableLabels';
import type { TocEntry } from './toc';

/** Compiles an MDX body (frontmatter already removed) into React elements and its table of contents. */
export async function compileMarkdown(source: string, components: MDXComponents) {
  const toc: TocEntry[] = [];
  const highlighter = await getHighlighter();
  const { content } = await compileMDX({
    source,
    components,
    options: {
      mdxOptions: {
        remarkPlugins: [remarkGfm, remarkHeadings({ toc }), remarkTableLabels, remarkCodeVariants],
        rehypePlugins: [
          [
            rehypeShikiFromHighlighter,
            highlighter,
            { themes: CODE_THEMES, defaultColor: false, fallbackLanguage: 'tsx' },
          ],
        ],
      },
    },
  });
  return { content, toc };
}
