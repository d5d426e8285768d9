import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LegacyTransaction } from '#shared/api/legacy.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { transactionTypeLabel } from '../transactions/index.ts';
import { legacyDay } from './legacy-range.ts';
import { legacyPartyLabel } from './legacy-party.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import tables from '../../ui/data-table.module.css';

/** The day of a transaction as DD.MM.YYYY; an unreadable timestamp as sent. */
function createdText(created: string): string {
  const day = legacyDay(created);
  return day === null ? created : formatDate(day);
}

/** The rows shown: Created, Amount, Type, From.Type and To.Type (investor.md §3), names translated. */
export function LegacyTransactionRows({ rows }: { rows: readonly LegacyTransaction[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <TableScroll label={t('legacy:transactions.title')}>
      <table className={tables.table} aria-label={t('legacy:transactions.title')}>
        <thead>
          <tr>
            <th scope="col">{t('legacy:transactions.columns.created')}</th>
            <th scope="col" className={tables.amount}>
              {t('legacy:transactions.columns.amount')}
            </th>
            <th scope="col">{t('legacy:transactions.columns.type')}</th>
            <th scope="col">{t('legacy:transactions.columns.from')}</th>
            <th scope="col">{t('legacy:transactions.columns.to')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no id of their own; the order of a loaded list does not change.
            <tr key={index}>
              <td>{createdText(row.Created)}</td>
              <td className={tables.amount}>{formatCents(row.Amount, language)}</td>
              <td>{transactionTypeLabel(t, row.Type)}</td>
              <td>{legacyPartyLabel(t, row.From.Type)}</td>
              <td>{legacyPartyLabel(t, row.To.Type)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
