import { useTranslation } from 'react-i18next';
import { BankChoice } from '../bank-login/BankChoice.tsx';
import { IdentityReturnError } from '../bank-login/BankLoginPage.tsx';
import { DetailsForm } from '../register/DetailsForm.tsx';
import { FLOW_PATHS } from '../register/flow.ts';
import { VerifyPhonePage } from '../register/pages.tsx';

/**
 * /onboarding/investor/identity-verification (not for foreign users): bank identification with
 * the goal `investor`; `?error=sca-auth-failed` shows SCA_AUTH_FAILED.
 */
export function InvestorIdentityPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('onboarding:title')}</h1>
      <div className="card">
        <BankChoice
          goal="investor"
          blaId={null}
          title={t('onboarding:identification.title')}
          basePath={FLOW_PATHS.investor.identification}
        >
          <p>{t('onboarding:identification.intro')}</p>
          <IdentityReturnError />
        </BankChoice>
      </div>
    </section>
  );
}

/** /onboarding/investor/provide-details (guard: an identity callback state or a foreign user). */
export function InvestorDetailsPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('onboarding:title')}</h1>
      <div className="card">
        <h2>{t('onboarding:details.title')}</h2>
        <p>{t('onboarding:details.intro')}</p>
        <DetailsForm flow="investor" />
      </div>
    </section>
  );
}

/** /onboarding/investor/verify-phone-number (guard: the details were posted). */
export function InvestorVerifyPage() {
  return <VerifyPhonePage titleKey="onboarding:verify.title" />;
}
