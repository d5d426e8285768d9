import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { registrationAtom } from '../../state/identity.ts';
import { BankChoice } from '../bank-login/BankChoice.tsx';
import { IdentityReturnError } from '../bank-login/BankLoginPage.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { FLOW_PATHS } from './flow.ts';
import { VerifyPhoneForm } from './VerifyPhoneForm.tsx';

/** /register/identity-verification: bank identification for a new borrower (goal `borrower`). */
export function RegisterIdentityPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('register:title')}</h1>
      <div className="card">
        <BankChoice
          goal="borrower"
          blaId={null}
          title={t('register:identification.title')}
          basePath={FLOW_PATHS.register.identification}
        >
          <p>{t('register:identification.intro')}</p>
          <IdentityReturnError />
        </BankChoice>
      </div>
      <p>
        {t('register:identification.haveAccount')} <Link to="/login">{t('register:toLogin')}</Link>
      </p>
    </section>
  );
}

/** /register/provide-details (guard: an identity callback state). */
export function RegisterDetailsPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('register:details.title')}</h1>
      <div className="card">
        <p>{t('register:details.intro')}</p>
        <DetailsForm flow="register" />
      </div>
    </section>
  );
}

/** The phone-verification page of either flow (guard: the details were posted). */
export function VerifyPhonePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const registration = useAtomValue(registrationAtom);
  if (!registration) return null;
  return (
    <section className="page page--narrow">
      <h1>{t(titleKey)}</h1>
      <div className="card">
        <VerifyPhoneForm registration={registration} />
      </div>
    </section>
  );
}

/** /register/rejected (guard: the callback said the person is not over 18). */
export function RegisterRejectedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="page page--narrow">
      <h1>{t('register:rejected.title')}</h1>
      <p>{t('register:rejected.text')}</p>
      <button type="button" className="button button--primary" onClick={() => void navigate('/')}>
        {t('register:rejected.backHome')}
      </button>
    </section>
  );
}
