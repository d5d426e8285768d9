import { useId, type ReactNode } from 'react';
import { PlanPagingControls, usePlanPaging } from './plan-paging.tsx';
import { TableScroll } from './TableScroll.tsx';
import tables from './data-table.module.css';

export interface PlanColumn<Row> {
  header: string;
  /** A figure, aligned as amounts are. */
  amount?: boolean;
  cell: (row: Row) => string;
}

/**
 * A payment plan under its heading: the table in its own scroll box, the first 10 rows, then 10
 * more or back (§9). The offer's plan and the calculator's are this with their own columns.
 */
export function PlanTable<Row extends { dueDate: string }>({
  heading,
  note,
  columns,
  rows,
  className,
}: {
  /** The heading element, given the id the table is named by. */
  heading: (id: string) => ReactNode;
  note?: string;
  columns: ReadonlyArray<PlanColumn<Row>>;
  rows: readonly Row[];
  className?: string;
}) {
  const headingId = useId();
  const paging = usePlanPaging(rows);
  return (
    <section className={className} aria-labelledby={headingId}>
      {heading(headingId)}
      {note ? <p className={tables.note}>{note}</p> : null}
      <TableScroll labelledBy={headingId}>
        <table className={tables.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={column.amount ? tables.amount : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((row) => (
              <tr key={row.dueDate}>
                {columns.map((column) => (
                  <td key={column.header} className={column.amount ? tables.amount : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <PlanPagingControls paging={paging} />
    </section>
  );
}
