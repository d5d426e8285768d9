import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoanApplication } from '#shared/api/borrower.ts';
import { formatDate } from '#shared/domain/format.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { activeApplicationQuery } from '../loan-application/index.ts';
import { useProfile } from '../profile/index.ts';
import { ExpiredOffer } from './ExpiredOffer.tsx';
import { OfferChoicesFields } from './OfferChoicesFields.tsx';
import { OfferSummary } from './OfferSummary.tsx';
import styles from './loan-offer.module.css';
import { PaymentPlanTable } from './PaymentPlanTable.tsx';
import {
  isOfferExpired,
  offerOf,
  offerValidUntil,
  ownBankAccounts,
  type BankAccount,
  type Offer,
} from './offer.ts';
import { useOfferChoices } from './use-offer-choices.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * /dashboard/borrower/loan-application/view-offer: the active application's offer. Without an
 * application or an offer the start page takes over; an offer older than 3 days has expired.
 */
export function ViewOfferPage() {
  const { t } = useTranslation();
  const { api, clock } = useServices();
  const application = useQuery(activeApplicationQuery(api));
  const profile = useProfile();
  if (application.isPending || profile.isPending) return <PageLoading />;
  if (application.isError || profile.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  const offer = application.data ? offerOf(application.data) : null;
  if (application.data === null || offer === null) {
    return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
  }
  if (isOfferExpired(application.data.created_at, clock.now())) {
    return <ExpiredOffer createdAt={application.data.created_at} />;
  }
  return (
    <OfferView
      application={application.data}
      offer={offer}
      accounts={ownBankAccounts(application.data, profile.data.bank_accounts)}
    />
  );
}

function OfferView({
  application,
  offer,
  accounts,
}: {
  application: LoanApplication;
  offer: Offer;
  accounts: readonly BankAccount[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { choices, choose, saving, failed, fieldErrors, formErrors } = useOfferChoices(
    application,
    accounts,
  );
  const plan = application.payment_plan;
  const canContinue = plan !== null && !saving && !failed && choices.bankAccountId !== null;
  return (
    <section className={layout.narrow}>
      <h1>{t('loanOffer:heading')}</h1>
      <p>
        {t('loanOffer:validUntil', { date: formatDate(offerValidUntil(application.created_at)) })}
      </p>
      <OfferSummary offer={offer} />
      <h2 className={styles.heading}>{t('loanOffer:choices.title')}</h2>
      {accounts.length === 0 ? (
        <Alert tone="warning">{t('loanOffer:choices.noBankAccount')}</Alert>
      ) : null}
      <OfferChoicesFields
        choices={choices}
        accounts={accounts}
        errors={fieldErrors}
        onChoose={choose}
      />
      {formErrors.map((message) => (
        <Alert key={message}>{translateMessage(t, message)}</Alert>
      ))}
      {saving ? <p role="status">{t('loanOffer:choices.saving')}</p> : null}
      {plan !== null ? <PaymentPlanTable rows={plan} /> : null}
      {plan === null && !saving ? <p>{t('loanOffer:plan.missing')}</p> : null}
      <div className={layout.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={!canContinue}
          onClick={() => void navigate(PATHS.loanApplicationStep('sign-contract'))}
        >
          {t('loanOffer:continue')}
        </button>
      </div>
    </section>
  );
}
