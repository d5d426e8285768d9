import { useTranslation } from 'react-i18next';
import { CustomerServiceBlock } from '../customer-service/index.ts';

/** The legacy pages' customer service: the shared block, with the fixed-rate service's intro. */
export function LegacyCustomerServiceBlock() {
  const { t } = useTranslation();
  return (
    <CustomerServiceBlock>
      <p>{t('legacy:customerService.text')}</p>
    </CustomerServiceBlock>
  );
}
