import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import styles from './legacy.module.css';

/** The customer-service block: the app has no e-mail or phone of its own, so the contact page. */
export function CustomerServiceBlock() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacy:customerService.title')}</h2>
      <p>{t('legacy:customerService.text')}</p>
      <ExternalLink href={EXTERNAL_LINKS.contactUs}>{t('shell:footer.contactUs')}</ExternalLink>
    </section>
  );
}
