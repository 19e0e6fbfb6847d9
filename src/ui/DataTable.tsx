import { useId, type ReactNode } from 'react';
import { classNames } from './classNames.js';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts, counts, shares: right-aligned in tabular figures so digits line up. */
  numeric?: boolean;
  /** The cell that names the row (a biller): a row header for screen readers. */
  rowHeader?: boolean;
};

export type DataTableProps<Row> = {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * On narrow screens, "stack" turns each row into a card that names every value (the default:
   * nothing to scroll sideways); "scroll" keeps the grid and scrolls it inside its own box, with
   * a shadow at the edge that has more.
   */
  narrow?: 'stack' | 'scroll';
  className?: string;
};

/** A real table (caption, column and row headers) that stays readable from 320 px up. */
export function DataTable<Row>({ caption, columns, rows, rowKey, narrow = 'stack', className }: DataTableProps<Row>) {
  const captionId = useId();
  const table = (
    <table className={classNames('data-table', `data-table--${narrow}`, className)}>
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.key}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={column.numeric ? 'numeric' : undefined}
                  data-label={typeof column.header === 'string' ? column.header : undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (narrow === 'stack') return table;
  // A scrolling box is a region with a name, reachable by keyboard so it can be scrolled.
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </div>
  );
}
