import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { MDXComponents } from 'mdx/types';
import { cache, createElement } from 'react';
import { Demo } from '@/demos';
import {
  compileMarkdownSource,
  createMdxComponents,
  renderMarkdown,
  type CompiledMarkdown,
} from '@/markdown';
import { boundedCache, remembered } from '@/markdown/boundedCache';
import { proseRuns } from '@/markdown/proseRuns';
import { localizePath, type Language } from '@/routing';
import { CONTENT_ROOT, listContentPaths, resolveContentFile } from './files';
import { parseFrontmatter } from './frontmatter';

export type { Frontmatter } from './frontmatter';
export { listContentPaths, resolveContentFile } from './files';

/** The canonical paths of all written pages (read once per process). */
export const getContentPaths = cache(() => listContentPaths());

export const hasPage = (canonicalPathname: string) => getContentPaths().includes(canonicalPathname);

const readSource = cache(async (canonicalPathname: string, language: Language) => {
  const translated = resolveContentFile(canonicalPathname, language);
  const file = translated ?? resolveContentFile(canonicalPathname, 'en');
  if (!file) return null;
  const { data, content } = matter(await fs.readFile(file, 'utf8'));
  const frontmatter = parseFrontmatter(data, path.relative(CONTENT_ROOT, file));
  return { file, frontmatter, body: content, isFallback: language !== 'en' && !translated };
});

/** Title and description of a page, without compiling it. */
export const getPageMeta = cache(async (canonicalPathname: string, language: Language) => {
  const source = await readSource(canonicalPathname, language);
  return source && { ...source.frontmatter, isFallback: source.isFallback };
});

/**
 * Compiled pages by file and text, in the two processes that render a page more than once:
 * `next dev` (a request recompiles only a page whose text changed; compiling and highlighting a
 * guide takes most of a second) and `next build`, which renders each guide in English and again
 * as the Chinese page's English fallback, with the same compiled text. The production server
 * serves prerendered pages and keeps nothing.
 */
const compiledPages =
  process.env.NODE_ENV === 'development'
    ? boundedCache<Promise<CompiledMarkdown>>(100)
    : process.env.NEXT_PHASE === 'phase-production-build'
      ? boundedCache<Promise<CompiledMarkdown>>(Infinity)
      : undefined;

/**
 * Widgets a page's MDX may use besides the prose tags: `islands` need React in the browser (their
 * own state or client components), `plain` render on the server alone and go out as static markup
 * with the prose around them (see `proseRuns`).
 */
export interface PageWidgets {
  islands: MDXComponents;
  plain: MDXComponents;
}

/**
 * A page compiled for a language, or null when it does not exist. A missing translation
 * falls back to English (`isFallback`). Wrapped in `cache` so metadata and page share one compile.
 */
export const loadPage = cache(
  async (
    canonicalPathname: string,
    language: Language,
    widgets: PageWidgets = { islands: {}, plain: {} },
  ) => {
    const source = await readSource(canonicalPathname, language);
    if (!source) return null;
    const compiled = await remembered(compiledPages, `${source.file}\0${source.body}`, () =>
      compileMarkdownSource(source.body),
    );
    const islands: MDXComponents = {
      ...widgets.islands,
      // Demos live in the `demos/` folder beside the page's file.
      Demo: (props: { name: string; height?: string }) =>
        createElement(Demo, { ...props, pageFile: source.file }),
    };
    const components = createMdxComponents(language, { ...widgets.plain, ...islands });
    const content = proseRuns(renderMarkdown(compiled, components), {
      pagePath: localizePath(canonicalPathname, language),
      version: createHash('sha1').update(compiled.code).digest('base64url').slice(0, 8),
      islands: new Set(Object.values(islands)),
    });
    return { ...source, content, toc: compiled.toc };
  },
);

/** English source and title of every page, for cross-references (read once per process). */
const getEnglishSources = cache(async () => {
  const entries = await Promise.all(
    getContentPaths().map(async (pathname) => {
      const file = resolveContentFile(pathname, 'en');
      const { data, content } = matter(await fs.readFile(file!, 'utf8'));
      return { pathname, title: String(data.title ?? pathname), text: content };
    }),
  );
  return entries;
});

/** Guide pages whose text names `symbol` as a whole word (e.g. `DataGrid` but not `DataGridPro`). */
export async function findPagesMentioning(
  symbol: string,
): Promise<{ pathname: string; title: string }[]> {
  const pattern = new RegExp(
    `(?<![\\w-])${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`,
  );
  return (await getEnglishSources())
    .filter((page) => pattern.test(page.text))
    .map(({ pathname, title }) => ({ pathname, title }));
}
