import type { Code, Root, RootContent } from 'mdast';
import { remembered, type BoundedCache } from './boundedCache';
import { toJavaScript } from './toJavaScript';

const TYPESCRIPT = { tsx: 'jsx', ts: 'js' } as const;

function variant(name: 'TS' | 'JS', code: Code): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeVariant',
    attributes: [{ type: 'mdxJsxAttribute', name: 'variant', value: name }],
    children: [code],
  } as unknown as RootContent;
}

/**
 * Every `tsx`/`ts` code block gets a generated JavaScript twin: the pair becomes
 * `<CodeVariants>` with a `<CodeVariant variant="TS">` and a `<CodeVariant variant="JS">`,
 * and the reader's code-variant choice shows one of them. Blocks marked `no-js` are left alone.
 * With a `cache`, a sample converted before is not converted again.
 */
export function remarkCodeVariants({
  cache,
}: { cache?: BoundedCache<Promise<string | null>> } = {}) {
  const convert = (code: string, language: 'ts' | 'tsx') =>
    remembered(cache, `${language}\0${code}`, () => toJavaScript(code, language));
  return async (tree: Root) => {
    const jobs: Promise<void>[] = [];
    const visit = (parent: { children: RootContent[] }) => {
      parent.children.forEach((node, index) => {
        if (
          node.type === 'code' &&
          (node.lang === 'tsx' || node.lang === 'ts') &&
          !/\bno-js\b/.test(node.meta ?? '')
        ) {
          const language = node.lang;
          jobs.push(
            convert(node.value, language).then((javascript) => {
              if (javascript === null) return;
              const twin: Code = {
                type: 'code',
                lang: TYPESCRIPT[language],
                meta: node.meta,
                value: javascript,
              };
              parent.children[index] = {
                type: 'mdxJsxFlowElement',
                name: 'CodeVariants',
                attributes: [],
                children: [variant('TS', node), variant('JS', twin)],
              } as unknown as RootContent;
            }),
          );
        } else if ('children' in node && Array.isArray(node.children)) {
          visit(node as { children: RootContent[] });
        }
      });
    };
    visit(tree);
    await Promise.all(jobs);
  };
}
