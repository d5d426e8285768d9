import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import type { TransactionTable } from '#shared/domain/transaction-table.ts';
import { shownAmount } from '#shared/domain/transactions.ts';
import { languageAtom } from '../../state/atoms.ts';
import { transactionTypeLabel } from './transaction-labels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import tables from '../../ui/data-table.module.css';

/**
 * The first `shown` rows of the table, read by index: a five-year table can be very long, so the
 * rows not shown are never touched. Amounts carry the sign the type calls for (investor.md §9).
 */
export function TransactionRows({ table, shown }: { table: TransactionTable; shown: number }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const rows = Array.from({ length: shown }, (_, index) => table.rowAt(index));
  return (
    <TableScroll label={t('transactions:title')}>
      <table className={tables.table} aria-label={t('transactions:title')}>
        <thead>
          <tr>
            <th scope="col">{t('transactions:columns.date')}</th>
            <th scope="col">{t('transactions:columns.type')}</th>
            <th scope="col">{t('transactions:columns.from')}</th>
            <th scope="col">{t('transactions:columns.to')}</th>
            <th scope="col" className={tables.amount}>
              {t('transactions:columns.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no id of their own; the order of a loaded table does not change.
            <tr key={index}>
              <td>{formatDate(row.created)}</td>
              <td>{transactionTypeLabel(t, row.type)}</td>
              <td>{row.from}</td>
              <td>{row.to}</td>
              <td className={tables.amount}>
                {formatCents(shownAmount(row.type, row.amountCents), language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
