import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferPlanRow } from '#shared/domain/finance/index.ts';
import { formatCents, formatDate, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { PlanPagingControls, usePlanPaging } from '../../ui/plan-paging.tsx';

/** The calculated plan with each month's rate: the first 10 rows, then 10 more or back (§9). */
export function CalculatorPlanTable({ rows }: { rows: readonly OfferPlanRow[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const paging = usePlanPaging(rows);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('loanApplication:calculator.plan.title')}</h3>
      <p className="muted">{t('loanApplication:calculator.plan.onTime')}</p>
      <table className="data-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('loanApplication:calculator.plan.dueDate')}</th>
            <th scope="col" className="amount">
              {t('loanApplication:calculator.plan.rate')}
            </th>
            <th scope="col" className="amount">
              {t('loanApplication:calculator.plan.totalDue')}
            </th>
            <th scope="col" className="amount">
              {t('loanApplication:calculator.plan.principal')}
            </th>
            <th scope="col" className="amount">
              {t('loanApplication:calculator.plan.interest')}
            </th>
            <th scope="col" className="amount">
              {t('loanApplication:calculator.plan.fees')}
            </th>
          </tr>
        </thead>
        <tbody>
          {paging.rows.map((row) => (
            <tr key={row.dueDate}>
              <td>{formatDate(row.dueDate)}</td>
              <td className="amount">
                {formatPercent(row.annualRateBasisPoints / 10_000, language)}
              </td>
              <td className="amount">{formatCents(row.totalDue, language)}</td>
              <td className="amount">{formatCents(row.principal, language)}</td>
              <td className="amount">{formatCents(row.interest, language)}</td>
              <td className="amount">{formatCents(row.fee, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PlanPagingControls paging={paging} />
    </section>
  );
}
