import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SERVICE_PHONES } from './contacts.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { CustomerServiceBlock } from './CustomerServiceBlock.tsx';

/** /customer-service, where the footer's contact link leads: the general number, and investors'. */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const chatHeadingId = useId();
  return (
    <section>
      <h1>{t('customerService:page.title')}</h1>
      <CustomerServiceBlock audience="general">
        <p>{t('customerService:page.intro')}</p>
      </CustomerServiceBlock>
      <p>{t('customerService:page.investorPhone', { phone: CUSTOMER_SERVICE_PHONES.investor })}</p>
      <section aria-labelledby={chatHeadingId}>
        <h2 id={chatHeadingId}>{t('customerService:chat.title')}</h2>
        <ChatPanel />
      </section>
    </section>
  );
}
