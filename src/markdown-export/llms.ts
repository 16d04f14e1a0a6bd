import { getCoreNav, getDocsNav } from '@/app-shell';
import { config } from '@/config';
import { flattenPages, isGroup, type NavPage } from '@/navigation';
import { loadMarkdown, readGuide } from './index';
import { deepenHeadings, markdownUrl } from './toMarkdown';

/**
 * `/llms.txt` (the llms.txt convention: a title, a summary, then sections of links with one-line
 * descriptions) and `/llms-full.txt` (every guide as Markdown, one product after another), both
 * built from the site's two navigation trees so they list exactly the written guides, in order.
 */

interface Section {
  title: string;
  pages: { pathname: string; title: string; description: string }[];
}

function describe(pathname: string): string {
  return String(readGuide(pathname, 'en')?.data.description ?? '');
}

/**
 * The top-level groups of the trees as sections of written guide pages (API pages left out): both
 * areas, or only MUI X for `/x/llms.txt`.
 */
export function guideSections(area: 'all' | 'x' = 'all'): Section[] {
  const sectionsOf = (tree: NavPage[], prefix: string) =>
    tree
      .filter(isGroup)
      .map((group) => ({
        title: `${prefix}${group.title}`,
        pages: flattenPages(group.children ?? [])
          .filter(
            (page) =>
              !page.pathname.startsWith('/x/api/') && readGuide(page.pathname, 'en') !== null,
          )
          .map((page) => ({
            pathname: page.pathname,
            title: page.title,
            description: describe(page.pathname),
          })),
      }))
      .filter((section) => section.pages.length > 0);
  const x = sectionsOf(getDocsNav(), 'MUI X: ');
  return area === 'x' ? x : [...x, ...sectionsOf(getCoreNav('en'), 'Material UI: ')];
}

const SUMMARY = {
  all: 'Guides and API reference for MUI X (Data Grid, Date and Time Pickers, Charts, Tree View) and the Material UI core library it builds on.',
  x: 'Guides and API reference for MUI X: the Data Grid, the Date and Time Pickers, Charts and the Tree View.',
};

/** `/llms.txt` lists both areas; `/x/llms.txt` (linked from the MUI X nav) only the MUI X pages. */
export function llmsTxt(area: 'all' | 'x' = 'all'): string {
  const lines = [
    '# MUI X documentation',
    '',
    `> ${SUMMARY[area]} Every guide is available as Markdown at its URL with \`.md\` appended; demos are included as TypeScript.`,
    '',
    `The complete guides in one file: ${config.siteUrl}/llms-full.txt`,
    '',
  ];
  for (const section of guideSections(area)) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const description = page.description ? `: ${page.description}` : '';
      lines.push(`- [${page.title}](${config.siteUrl}${markdownUrl(page.pathname)})${description}`);
    }
    lines.push('');
  }
  lines.push('## Optional', '');
  for (const [name, slug] of [
    ['Data Grid API', 'data-grid'],
    ['Date and Time Pickers API', 'date-pickers'],
    ['Charts API', 'charts'],
    ['Tree View API', 'tree-view'],
  ]) {
    lines.push(
      `- [${name}](${config.siteUrl}/x/api/${slug}/): every component and type, with props`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(): string {
  const parts: string[] = [];
  for (const section of guideSections()) {
    parts.push(`# ${section.title}\n`);
    for (const page of section.pages) {
      const markdown = loadMarkdown(page.pathname, 'en');
      // One level down, so each product stays the top heading.
      if (markdown) parts.push(deepenHeadings(markdown));
    }
  }
  return parts.join('\n');
}
