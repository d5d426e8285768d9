import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  audienceOfPath,
  CUSTOMER_SERVICE_EMAIL,
  customerServicePhone,
  type Audience,
} from './contacts.ts';
import styles from './customer-service.module.css';

/**
 * E-mail, phone and opening hours. The number follows the page's audience: given by the page,
 * or else read from the route.
 */
export function CustomerServiceBlock({
  audience,
  children,
}: {
  audience?: Audience;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  const phone = customerServicePhone(audience ?? audienceOfPath(pathname));
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('customerService:block.title')}</h2>
      {children}
      <dl className={styles.contacts}>
        <dt>{t('customerService:block.email')}</dt>
        <dd>{CUSTOMER_SERVICE_EMAIL}</dd>
        <dt>{t('customerService:block.phone')}</dt>
        <dd>{phone}</dd>
        <dt>{t('customerService:block.hours')}</dt>
        <dd>{t('customerService:block.openingHours')}</dd>
      </dl>
    </section>
  );
}
