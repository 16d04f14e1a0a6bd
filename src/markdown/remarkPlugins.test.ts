import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkHeadings } from './remarkHeadings';
import { remarkTableLabels } from './remarkTableLabels';
import type { TocEntry } from './toc';

async function run(markdown: string) {
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkHeadings({ toc }))
    .use(remarkTableLabels);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  return { toc, tree };
}

describe('remarkHeadings', () => {
  it('gives headings unique, deterministic ids and lists ## and ### in the table of contents', async () => {
    const { toc, tree } = await run('## Basic usage\n\n### Props\n\n#### Deep\n\n## Basic usage\n');
    expect(toc).toEqual([
      { id: 'basic-usage', text: 'Basic usage', depth: 2 },
      { id: 'props', text: 'Props', depth: 3 },
      { id: 'basic-usage-1', text: 'Basic usage', depth: 2 },
    ]);
    const deep = tree.children[2] as { data?: { hProperties?: { id?: string } } };
    expect(deep.data?.hProperties?.id).toBe('deep');
  });

  it('flags sections carrying a PlanBadge and keeps the badge out of the id', async () => {
    const { toc } = await run(
      '## Row pinning <PlanBadge plan="pro" />\n\n## Pivoting <PlanBadge plan="premium" />\n',
    );
    expect(toc).toEqual([
      { id: 'row-pinning', text: 'Row pinning', depth: 2, plan: 'pro' },
      { id: 'pivoting', text: 'Pivoting', depth: 2, plan: 'premium' },
    ]);
  });

  it('ignores the page title level', async () => {
    expect((await run('# Title\n')).toc).toEqual([]);
  });
});

describe('remarkTableLabels', () => {
  it('labels tables by their headings, numbering repeats', async () => {
    const table = '| Plan | Licence |\n| --- | --- |\n| Pro | Commercial |\n';
    const { tree } = await run(`${table}\n${table}`);
    const labels = tree.children.map(
      (node) =>
        (node as { data?: { hProperties?: Record<string, string> } }).data?.hProperties?.[
          'aria-label'
        ],
    );
    expect(labels).toEqual(['Table: Plan, Licence', 'Table: Plan, Licence (2)']);
  });
});
