import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/domain/format.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import styles from './BankChoice.module.css';
import { bankLoginKeys } from './api.ts';
import { brokerApi } from '#shared/api/broker.ts';
import { ANONYMOUS } from '../../api/client.ts';

/** The broker's loan application (amount and term offered), fetched when blaId is in the URL. */
export function BrokerOffer({ blaId }: { blaId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useAtomValue(languageAtom);
  const apiLanguage = toApiLanguage(language);
  const details = useQuery({
    queryKey: bankLoginKeys.broker(blaId, apiLanguage),
    queryFn: () =>
      api.call(
        brokerApi.loanApplicationDetails,
        { params: { id: blaId }, query: { language: apiLanguage } },
        ANONYMOUS,
      ),
    retry: false,
  });
  if (!details.data) return null;
  return (
    <p className={styles.offer}>
      {t('bank:broker.offer', {
        amount: formatMoney(details.data.amount_offered, language),
        term: details.data.term_offered,
      })}
    </p>
  );
}
