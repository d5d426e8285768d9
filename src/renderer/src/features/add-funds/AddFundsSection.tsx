import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatReferenceNumber } from '#shared/domain/format.ts';
import { RECEIVER_ACCOUNT, SUGGESTED_MONTHLY_CENTS } from '#shared/domain/receiver-account.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import styles from './AddFunds.module.css';
import { CopyButton } from './CopyButton.tsx';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import { companyReferenceQuery, referenceNumberQuery } from './queries.ts';
import layout from '../../ui/layout.module.css';

/**
 * Add funds (the portfolio's #add-funds, investor.md §2 and §9): the bank transfer details
 * (the portfolio's reference number grouped in fives, the receiver account, bank code and
 * name) and the suggested monthly investment. `companyDepositId` names a company's portfolio,
 * whose reference is its own, not the user's.
 */
export function AddFundsSection({ companyDepositId }: { companyDepositId?: string | null }) {
  const { t } = useTranslation();
  const services = useServices();
  const language = useAtomValue(languageAtom);
  const today = useHelsinkiToday();
  const own = useQuery({ ...referenceNumberQuery(services.api), enabled: !companyDepositId });
  const company = useQuery({
    ...companyReferenceQuery(services.api, companyDepositId ?? '', today),
    enabled: Boolean(companyDepositId),
  });
  const reference = companyDepositId ? company : own;
  const headingId = useId();
  const grouped = reference.data ? formatReferenceNumber(reference.data.reference_number) : null;

  return (
    <section id="add-funds" className={layout.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('funds:title')}</h2>
      <p>{t('funds:intro')}</p>
      {reference.isPending ? <PageLoading /> : null}
      {reference.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      <dl className={styles.details}>
        <dt>{t('funds:reference')}</dt>
        <dd>
          {grouped === null ? null : (
            <>
              <span className={styles.value}>{grouped}</span>{' '}
              <CopyButton text={grouped.replace(/\s/g, '')} label={t('funds:copyReference')} />
            </>
          )}
        </dd>
        <dt>{t('funds:receiverAccount')}</dt>
        <dd className={styles.value}>{RECEIVER_ACCOUNT.iban}</dd>
        <dt>{t('funds:bankCode')}</dt>
        <dd>{RECEIVER_ACCOUNT.bic}</dd>
        <dt>{t('funds:receiverName')}</dt>
        <dd>{RECEIVER_ACCOUNT.name}</dd>
      </dl>
      <p>{t('funds:suggestion', { amount: formatCents(SUGGESTED_MONTHLY_CENTS, language) })}</p>
    </section>
  );
}
