import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import type { DepositPermission } from '../investor-deposit/index.ts';
import styles from './legacy.module.css';

/**
 * The withdraw panel's place while the user may not withdraw from a company's portfolio: the
 * signing right being checked, NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW, or the check failing.
 */
export function WithdrawNotAllowed({
  permission,
}: {
  permission: Exclude<DepositPermission, 'allowed'>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section id="withdraw" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacy:withdraw.title')}</h2>
      {permission === 'pending' ? <PageLoading /> : null}
      {permission === 'not-allowed' ? (
        <Alert tone="warning">{t('legacy:withdraw.notAllowed')}</Alert>
      ) : null}
      {permission === 'failed' ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
    </section>
  );
}
