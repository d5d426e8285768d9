import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import {
  DetailsForm,
  FLOW_PATHS,
  IdentificationCard,
  VerifyPhonePage,
} from '../identification/index.ts';
import type { TermsModalContext } from '../terms/index.ts';
import layout from '../../ui/layout.module.css';

/**
 * /onboarding/investor/identity-verification (not for foreign users): bank identification with
 * the goal `investor`; `?error=sca-auth-failed` shows SCA_AUTH_FAILED.
 */
export function InvestorIdentityPage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('onboarding:title')}</h1>
      <IdentificationCard
        flow="investor"
        goal="investor"
        title={t('onboarding:identification.title')}
      >
        <p>{t('onboarding:identification.intro')}</p>
      </IdentificationCard>
    </section>
  );
}

/**
 * /onboarding/investor/provide-details (guard: an identity callback state or a foreign user).
 * The terms and the price list, accepted at identification, can be read again here in their
 * modal sub-routes; ACCEPT and closing both come back to the form, which keeps what was typed.
 */
export function InvestorDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backToForm = () => void navigate(FLOW_PATHS.investor.details, { replace: true });
  const modal: TermsModalContext = { accept: backToForm, close: backToForm };
  return (
    <section className={layout.narrow}>
      <h1>{t('onboarding:title')}</h1>
      <div className={layout.card}>
        <h2>{t('onboarding:details.title')}</h2>
        <p>{t('onboarding:details.intro')}</p>
        <DetailsForm flow="investor" />
        <p>
          <Link to="terms-and-conditions">{t('onboarding:details.termsLink')}</Link>
          {' · '}
          <Link to="terms-and-conditions-and-price-list">
            {t('onboarding:details.priceListLink')}
          </Link>
        </p>
      </div>
      <Outlet context={modal} />
    </section>
  );
}

/** /onboarding/investor/verify-phone-number (guard: the details were posted). */
export function InvestorVerifyPage() {
  return <VerifyPhonePage titleKey="onboarding:verify.title" />;
}
