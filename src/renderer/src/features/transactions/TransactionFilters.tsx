import { useTranslation } from 'react-i18next';
import { TRANSACTION_FILTERS, type TransactionFilter } from '#shared/domain/transactions.ts';
import { transactionFilterLabel } from './transaction-labels.ts';
import styles from './transactions.module.css';
import buttons from '../../ui/button.module.css';

/** One toggle button per filter (investor.md §9), the chosen one pressed. */
export function TransactionFilters({
  value,
  onChange,
}: {
  value: TransactionFilter;
  onChange: (filter: TransactionFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} role="group" aria-label={t('transactions:filtersLabel')}>
      {TRANSACTION_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={filter === value ? buttons.primary : buttons.secondary}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {transactionFilterLabel(t, filter)}
        </button>
      ))}
    </div>
  );
}
