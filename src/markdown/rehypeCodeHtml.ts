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
    // Shiki puts each highlighted block in a root of its own, where the `<pre>` was; blocks also
    // sit inside MDX components (`<CodeVariants>`), which are not elements.
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && isHighlighted(node)) {
        node.properties[CODE_HTML_PROP] = hastToHtml(node.children);
        node.children = [];
      } else if ('children' in node) {
        for (const child of node.children) visit(child);
      }
    };
    visit(tree);
  };
}

/** Shiki's `<pre>`: it names its classes `class`, a string, where parsed HTML has `className`. */
function isHighlighted(node: Element) {
  const { class: names, className } = node.properties;
  const classes = Array.isArray(className) ? className : String(names ?? '').split(' ');
  return node.tagName === 'pre' && classes.includes('shiki');
}
