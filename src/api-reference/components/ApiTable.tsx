import type { CSSProperties, ReactNode } from 'react';
import styles from './ApiTables.module.css';

interface Column<Row> {
  label: string;
  /** The first column, naming the row: bold and unwrapped. */
  name?: boolean;
  render: (row: Row) => ReactNode;
  /** The cell's text as shown, to find the rows that set the column's width (`sizingRows`). */
  text: (row: Row) => string;
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
          {sizingRows(rows, columns).map((row, index) => (
            <tr key={`sizer-${index}`} className={styles.sizer} inert data-pagefind-ignore="all">
              {columns.map((column) => (
                <td key={column.label} className={column.name ? styles.name : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
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

/** Rows laid out with the table's first piece anyway: never repeated as sizing rows. */
const FIRST_ROWS = 3;

/**
 * The rows whose cells set the columns' widths: per column, the one with the longest text (its
 * widest line) and the one with the longest word (its narrowest). Repeated at the table's very
 * start, before the header row (so no paint shows the header without them), collapsed
 * (`visibility: collapse`: no height, but their cells count towards the columns' widths), they give
 * the table its final column widths from its first rows on. Without them a long table, which the
 * browser lays out as its HTML arrives, widened its columns as wider rows came in, moving the rows
 * already on screen. Lengths stand in for widths: exact in code, close in prose.
 */
export function sizingRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): Row[] {
  const chosen = new Set<number>();
  const longestWord = (text: string) =>
    text.split(/\s+/).reduce((longest, word) => Math.max(longest, word.length), 0);
  for (const column of columns) {
    for (const measure of [(text: string) => text.length, longestWord]) {
      let best = -1;
      let bestLength = 0;
      rows.forEach((row, index) => {
        const length = measure(column.text(row));
        if (length > bestLength) {
          best = index;
          bestLength = length;
        }
      });
      if (best >= 0) chosen.add(best);
    }
  }
  return [...chosen]
    .filter((index) => index >= FIRST_ROWS)
    .sort((a, b) => a - b)
    .map((index) => rows[index]);
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
