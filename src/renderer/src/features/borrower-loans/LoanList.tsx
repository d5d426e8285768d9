import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoanStatusItem } from '#shared/api/borrower.ts';
import { formatCents } from '#shared/domain/format.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { LoanBadge } from './LoanBadge.tsx';
import { loanDetailPath } from './loan-product.ts';
import { borrowerLoanQuery } from './queries.ts';
import tables from '../../ui/data-table.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';

/**
 * One loan of the list. The status list names no product, so the loan itself is read for its
 * rate, which decides the detail page; until it is known the id is plain text.
 */
function LoanRow({ item }: { item: LoanStatusItem }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useAtomValue(languageAtom);
  const loan = useQuery(borrowerLoanQuery(api, item.loan_id));
  const name = t('borrower:list.loan', { id: item.loan_id });
  return (
    <tr>
      <th scope="row">
        {loan.data ? (
          <Link to={loanDetailPath(item.loan_id, loan.data.interest_rate)}>{name}</Link>
        ) : (
          name
        )}
      </th>
      <td>
        <LoanBadge state={item.status} />
      </td>
      <td>{formatCents(item.loanLeft, language)}</td>
    </tr>
  );
}

/** The borrower's loans with their state and the amount left, each leading to its detail. */
export function LoanList({ loans }: { loans: readonly LoanStatusItem[] }) {
  const { t } = useTranslation();
  if (loans.length === 0) return <p>{t('borrower:list.empty')}</p>;
  return (
    <table className={tables.table}>
      <caption className={visuallyHidden.hidden}>{t('borrower:list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('borrower:list.columns.loan')}</th>
          <th scope="col">{t('borrower:list.columns.status')}</th>
          <th scope="col">{t('borrower:list.columns.left')}</th>
        </tr>
      </thead>
      <tbody>
        {loans.map((item) => (
          <LoanRow key={item.loan_id} item={item} />
        ))}
      </tbody>
    </table>
  );
}
