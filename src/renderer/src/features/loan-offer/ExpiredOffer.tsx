import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '#shared/domain/format.ts';
import { PATHS } from '../../navigation/paths.ts';
import { Alert } from '../../ui/Alert.tsx';
import { offerValidUntil } from './offer.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** An offer older than 3 days (§9): said so, with the way to start a new application. */
export function ExpiredOffer({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation();
  const until = offerValidUntil(createdAt);
  return (
    <section className={layout.narrow}>
      <h1>{t('loanOffer:expired.title')}</h1>
      <Alert tone="warning">
        {Number.isNaN(until)
          ? t('loanOffer:expired.text')
          : t('loanOffer:expired.textWithDate', { date: formatDate(until) })}
      </Alert>
      <div className={layout.actions}>
        <Link className={buttons.primary} to={PATHS.loanApplication}>
          {t('loanOffer:expired.restart')}
        </Link>
      </div>
    </section>
  );
}
