import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * Names each table after its column headings ("Table: Plan, Licence"), so the scrollable
 * region around it has a unique, meaningful label. Repeated names get a counter.
 */
export function remarkTableLabels() {
  return (tree: Root) => {
    const seen = new Map<string, number>();
    visit(tree, 'table', (table: Table) => {
      const headings =
        table.children[0]?.children.map((cell) => toString(cell).trim()).filter(Boolean) ?? [];
      const base = headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const label = count === 1 ? base : `${base} (${count})`;
      table.data = {
        ...table.data,
        hProperties: { ...table.data?.hProperties, 'aria-label': label },
      };
    });
  };
}
