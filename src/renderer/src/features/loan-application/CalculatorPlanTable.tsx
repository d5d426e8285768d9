import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { OfferPlanRow } from '#shared/domain/finance/index.ts';
import { formatCents, formatDate, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { PlanTable } from '../../ui/PlanTable.tsx';
import styles from './loan-calculator.module.css';

/** The calculated plan with each month's rate: the first 10 rows, then 10 more or back (§9). */
export function CalculatorPlanTable({ rows }: { rows: readonly OfferPlanRow[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const cents = (value: number) => formatCents(value, language);
  const key = (name: string) => t(`loanApplication:calculator.plan.${name}`);
  return (
    <PlanTable
      className={styles.plan}
      heading={(id) => <h3 id={id}>{key('title')}</h3>}
      note={key('onTime')}
      rows={rows}
      columns={[
        { header: key('dueDate'), cell: (row) => formatDate(row.dueDate) },
        {
          header: key('rate'),
          amount: true,
          cell: (row) => formatPercent(row.annualRateBasisPoints / 10_000, language),
        },
        { header: key('totalDue'), amount: true, cell: (row) => cents(row.totalDue) },
        { header: key('principal'), amount: true, cell: (row) => cents(row.principal) },
        { header: key('interest'), amount: true, cell: (row) => cents(row.interest) },
        { header: key('fees'), amount: true, cell: (row) => cents(row.fee) },
      ]}
    />
  );
}
