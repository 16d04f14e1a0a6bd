import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiTable, sizingRows } from './ApiTable';

interface Row {
  name: string;
  type: string;
}

const columns = [
  { label: 'Name', name: true, render: (row: Row) => row.name, text: (row: Row) => row.name },
  { label: 'Type', render: (row: Row) => <code>{row.type}</code>, text: (row: Row) => row.type },
];
const rows: Row[] = [
  { name: 'a', type: 'string' },
  { name: 'b', type: 'number' },
  { name: 'c', type: 'boolean' },
  { name: 'rowSelectionModel', type: 'x' },
  { name: 'd', type: "'server' | 'client' | 'none'" },
  { name: 'e', type: 'averyveryverylongidentifier' },
];

describe('the rows that set an API table’s column widths', () => {
  it('are, per column, the longest text and the longest word, in table order', () => {
    expect(sizingRows(rows, columns).map((row) => row.name)).toEqual([
      'rowSelectionModel',
      'd',
      'e',
    ]);
  });

  it('are left out when the first rows already hold them', () => {
    expect(sizingRows(rows.slice(0, 3), columns)).toEqual([]);
  });

  it('come first, before the header row, inert and out of the search index', () => {
    const html = renderToStaticMarkup(
      <ApiTable label="Props" rows={rows} rowId={(row) => `prop-${row.name}`} columns={columns} />,
    );
    const sizer = html.indexOf('inert=""');
    expect(sizer).toBeGreaterThan(html.indexOf('<thead>'));
    expect(sizer).toBeLessThan(html.indexOf('<th '));
    expect(
      html.match(/<tr class="[^"]*sizer[^"]*" inert="" data-pagefind-ignore="all">/g),
    ).toHaveLength(3);
  });
});
