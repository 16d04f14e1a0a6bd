import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Root as HastRoot } from 'hast';
import type { MDXComponents } from 'mdx/types';
import { serialize } from 'next-mdx-remote/serialize';
import { createElement, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import remarkGfm from 'remark-gfm';
import { boundedCache } from './boundedCache';
import { CODE_THEMES, getHighlighter } from './highlighter';
import { rehypeCodeHtml } from './rehypeCodeHtml';
import { remarkCodeVariants } from './remarkCodeVariants';
import { remarkHeadings } from './remarkHeadings';
import { remarkTableLabels } from './remarkTableLabels';
import type { TocEntry } from './toc';

/**
 * An MDX body compiled to JavaScript, with its table of contents: the same for every language
 * the page is shown in (only the components differ), so it can be compiled once and rendered
 * with each language's components.
 */
export interface CompiledMarkdown {
  code: string;
  toc: TocEntry[];
}

/**
 * `next dev` keeps the code blocks it highlighted and the JavaScript twins it made, by their text:
 * a page edited in its prose is compiled again without redoing its samples. A build compiles each
 * page once and keeps nothing.
 */
const blocks =
  process.env.NODE_ENV === 'development'
    ? {
        highlighted: boundedCache<HastRoot>(500),
        javascript: boundedCache<Promise<string | null>>(500),
      }
    : undefined;

/** Compiles an MDX body (frontmatter already removed): parsing, plugins, code highlighting. */
export async function compileMarkdownSource(source: string): Promise<CompiledMarkdown> {
  const toc: TocEntry[] = [];
  const highlighter = await getHighlighter();
  const { compiledSource } = await serialize(
    source,
    {
      mdxOptions: {
        remarkPlugins: [
          remarkGfm,
          remarkHeadings({ toc }),
          remarkTableLabels,
          [remarkCodeVariants, { cache: blocks?.javascript }],
        ],
        rehypePlugins: [
          [
            rehypeShikiFromHighlighter,
            highlighter,
            {
              themes: CODE_THEMES,
              defaultColor: false,
              fallbackLanguage: 'tsx',
              cache: blocks?.highlighted,
            },
          ],
          rehypeCodeHtml,
        ],
      },
    },
    // For React Server Components: no MDX provider import.
    true,
  );
  return { code: compiledSource, toc };
}

/** A sample with what most guides hold: prose, a TypeScript block (and so its JavaScript twin). */
const WARM_UP_SAMPLE = `Text with \`code\`.

\`\`\`tsx
import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', headerName: 'Name', width: 150 }];

export default function Example({ rows }: { rows: { id: number; name: string }[] }) {
  const [count, setCount] = React.useState<number>(0);
  return (
    <div style={{ height: 300 }} onClick={() => setCount(count + 1)}>
      <DataGrid rows={rows} columns={columns} pageSizeOptions={[5, 10]} />
    </div>
  );
}
\`\`\`

\`\`\`bash
npm install @mui/x-data-grid
\`\`\`
`;

/**
 * `next dev` only, as the server starts: the first page compiled also paid for the highlighter's
 * grammars, TypeScript and Prettier waking up (about 2 s here). Done while the bundler compiles
 * the page instead, the page finds them ready. Failures are left for the page to report.
 */
export async function warmMarkdownCompiler() {
  await compileMarkdownSource(WARM_UP_SAMPLE).catch(() => undefined);
}

/**
 * React elements of a compiled body, with `components` for its tags and widgets. The code is
 * the compiler's own output for this site's content files (their JavaScript is blocked), run
 * with the JSX runtime in scope, as next-mdx-remote's `compileMDX` runs it.
 */
export function renderMarkdown({ code }: CompiledMarkdown, components: MDXComponents) {
  const runtime = process.env.NODE_ENV === 'production' ? jsxRuntime : jsxDevRuntime;
  const run = new Function('opts', code) as (scope: typeof runtime) => {
    default: ComponentType<{ components: MDXComponents }>;
  };
  return createElement(run(runtime).default, { components });
}

/** Compiles an MDX body into React elements and its table of contents. */
export async function compileMarkdown(source: string, components: MDXComponents) {
  const compiled = await compileMarkdownSource(source);
  return { content: renderMarkdown(compiled, components), toc: compiled.toc };
}
