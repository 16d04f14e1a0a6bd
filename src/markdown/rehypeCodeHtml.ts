import type { Element, Root, RootContent } from 'hast';
import { hastToHtml } from 'shiki';

/** The prop of `pre` that carries a highlighted block's inner HTML (see `CodeBlock`). */
export const CODE_HTML_PROP = 'data-code-html';

/**
 * Runs after shiki: a highlighted `<pre>` keeps its attributes but its content, one `<span>` per
 * token, becomes a single HTML string. As JSX those spans were hundreds of elements per block,
 * each one a node of the page's React payload and, in `next dev`, a row of debug information: a
 * code-heavy guide rendered in about a second per request. The string renders the same markup.
 */
export function rehypeCodeHtml() {
  return (tree: Root) => {
    tree.children = tree.children.map(withCodeHtml);
  };
}

/**
 * The node with its highlighted blocks as HTML. Shiki puts each block in a root of its own where
 * the `<pre>` was, and blocks also sit inside MDX components (`<CodeVariants>`), which are not
 * elements. Nodes are copied, never changed: shiki hands out the same block again from its cache.
 */
function withCodeHtml<T extends Root | RootContent>(node: T): T {
  if (node.type === 'element' && isHighlighted(node)) {
    const html = hastToHtml(node.children);
    return { ...node, properties: { ...node.properties, [CODE_HTML_PROP]: html }, children: [] };
  }
  if (!('children' in node)) return node;
  const children = (node.children as RootContent[]).map(withCodeHtml);
  return children.some((child, index) => child !== node.children[index])
    ? { ...node, children }
    : node;
}

/** Shiki's `<pre>` (shiki names its classes `class`, a string, not hast's `className`). */
function isHighlighted(node: Element) {
  return (
    node.tagName === 'pre' &&
    String(node.properties.class ?? '')
      .split(' ')
      .includes('shiki')
  );
}
