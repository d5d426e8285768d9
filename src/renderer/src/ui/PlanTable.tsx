import { useId, type ReactNode } from 'react';
import { PlanPagingControls, usePlanPaging } from './plan-paging.tsx';
import { TableScroll } from './TableScroll.tsx';
import tables from './data-table.module.css';

export interface PlanColumn<Row> {
  header: string;
  /** A figure, aligned as amounts are. */
  amount?: boolean;
  cell: (row: Row) => ReactNode;
}

/** How a row looks: its class, and the style's name in `data-row-style`. */
export interface PlanRowLook {
  name: string;
  className: string | undefined;
}

export interface KeyedPlanTableProps<Row> {
  /** The heading element, given the id the table is named by. */
  heading: (id: string) => ReactNode;
  /** What stands between the heading and the table, such as a download's outcome. */
  notice?: ReactNode;
  note?: string;
  columns: ReadonlyArray<PlanColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowLook?: (row: Row) => PlanRowLook;
  className?: string;
}

/**
 * A payment plan under its heading: the table in its own scroll box, the first 10 rows, then 10
 * more or back (§9). Every plan of the app is this with its own columns.
 */
export function KeyedPlanTable<Row>({
  heading,
  notice,
  note,
  columns,
  rows,
  rowKey,
  rowLook,
  className,
}: KeyedPlanTableProps<Row>) {
  const headingId = useId();
  const paging = usePlanPaging(rows);
  return (
    <section className={className} aria-labelledby={headingId}>
      {heading(headingId)}
      {notice}
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
            {paging.rows.map((row) => {
              const look = rowLook?.(row);
              return (
                <tr key={rowKey(row)} className={look?.className} data-row-style={look?.name}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.amount ? tables.amount : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <PlanPagingControls paging={paging} />
    </section>
  );
}

/** A plan whose rows carry their due date, which keys them: the offer's and the calculator's. */
export function PlanTable<Row extends { dueDate: string }>(
  props: Omit<KeyedPlanTableProps<Row>, 'rowKey'>,
) {
  return <KeyedPlanTable {...props} rowKey={(row) => row.dueDate} />;
}
