import type { CSSProperties, ReactNode } from 'react';
import styles from './ApiTables.module.css';

interface Column<Row> {
  label: string;
  /** The first column, naming the row: bold and unwrapped. */
  name?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * One reference table (props, slots or classes): a labelled, scrollable region; each row its own
 * anchor, which search shows as a result of the page (titled by src/search/indexing.ts).
 */
export function ApiTable<Row>({
  label,
  rows,
  rowId,
  columns,
}: {
  label: string;
  rows: Row[];
  rowId: (row: Row) => string;
  columns: Column<Row>[];
}) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} style={columnLabels(columns)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowId(row)} id={rowId(row)}>
              {columns.map((column) => (
                <td key={column.label} className={column.name ? styles.name : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The list layout labels each cell with its column's name. The names are set once on the table
 * (`--label-2`…) rather than on every cell: on the DataGrid page that was ~40 kB of HTML.
 */
function columnLabels(columns: Column<never>[]): CSSProperties {
  return Object.fromEntries(
    columns.slice(1).map((column, index) => [`--label-${index + 2}`, cssString(column.label)]),
  );
}

function cssString(text: string) {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}
