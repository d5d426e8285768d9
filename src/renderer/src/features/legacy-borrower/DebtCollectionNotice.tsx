import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';

/** In debt collection the loan's figures and plan are hidden: only this notice is shown. */
export function DebtCollectionNotice({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <h2>{t('legacyBorrower:debtCollection.title')}</h2>
      <p>{t('legacyBorrower:debtCollection.text', { reference })}</p>
    </Alert>
  );
}
