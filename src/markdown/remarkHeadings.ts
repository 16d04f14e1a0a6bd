import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Plan, TocEntry } from './toc';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

function planOf(heading: Heading): Plan | undefined {
  for (const child of heading.children as RootContent[]) {
    const node = child as { type: string; name?: string; attributes?: JsxAttribute[] };
    if (node.type === 'mdxJsxTextElement' && node.name === 'PlanBadge') {
      const plan = node.attributes?.find((attribute) => attribute.name === 'plan')?.value;
      if (plan === 'pro' || plan === 'premium') return plan;
    }
  }
  return undefined;
}

/**
 * Gives every `##`–`####` heading a deterministic id (GitHub's slug rules, unique per page)
 * and collects `##`/`###` into `toc`, noting a `<PlanBadge plan="…" />` in the heading.
 */
export function remarkHeadings(options: { toc: TocEntry[] }) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (heading: Heading) => {
      if (heading.depth < 2) return;
      const text = toString(heading).trim();
      const id = slugger.slug(text);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      if (heading.depth === 2 || heading.depth === 3) {
        const plan = planOf(heading);
        options.toc.push({ id, text, depth: heading.depth, ...(plan ? { plan } : {}) });
      }
    });
  };
}
