/**
 * A table that scrolls sideways on a wide screen and turns into stacked
 * cards (each cell labelled by its column) on a phone.
 */
import type { ReactNode } from 'react';
import './data-table.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra class for the column's cells, e.g. 'data-table__id' or 'data-table__actions'. */
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown as the table's caption visually too, or only to screen readers. */
  captionVisible?: boolean;
  testId?: string;
}

export function DataTable<T>({ caption, columns, rows, rowKey, captionVisible, testId }: DataTableProps<T>) {
  return (
    <div className="table-wrap data-table" data-testid={testId}>
      <table className="table">
        <caption className={captionVisible ? 'data-table__caption' : 'data-table__caption visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-row-key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
