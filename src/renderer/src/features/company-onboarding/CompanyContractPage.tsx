import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { PATHS } from '../../app/paths.ts';
import { useServices } from '../../app/services.ts';
import { Alert } from '../../ui/Alert.tsx';
import type { TermsModalContext } from '../terms/index.ts';
import { useOnboardedCompany } from './guards.tsx';
import { CompanyContractNotSigned, signCompanyContract } from './mutations.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** The server's message of a failed signing, else SERVER_ERROR (investor.md §8). */
function useSignErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  if (error instanceof CompanyContractNotSigned) return t(SERVER_ERROR_KEY);
  return toApiError(error).serverMessage ?? t(SERVER_ERROR_KEY);
}

/** A checkbox with its label, controlled by the page. */
function Confirmation({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: string;
}) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

/**
 * /onboarding/company/{companyId}/contract (guard: an unsigned company deposit): the sign button
 * needs both the risk acceptance and the terms-and-price-list acceptance (investor.md §5);
 * accepting in the price-list modal ticks the latter. Signed, and the status saying so, the
 * company portfolio opens; a failure shows in a danger alert.
 */
export function CompanyContractPage() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const company = useOnboardedCompany();
  const [riskAccepted, setRiskAccepted] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const sign = useMutation({
    mutationKey: ['company-contract', 'sign', company.id],
    mutationFn: () => signCompanyContract(services, company.id),
    onSuccess: () => navigate(PATHS.companyPortfolio(company.id), { replace: true }),
  });
  const signError = useSignErrorText(sign.error);
  const canSign = riskAccepted && termsAccepted;

  const backToContract = () => void navigate(PATHS.companyContract(company.id), { replace: true });
  const modal: TermsModalContext = {
    accept: () => {
      setTermsAccepted(true);
      backToContract();
    },
    close: backToContract,
  };

  return (
    <section className={layout.narrow}>
      <h1>{t('companyOnboarding:contract.title')}</h1>
      <p>{t('companyOnboarding:contract.intro', { company: company.name })}</p>
      <p>
        <Link to="terms-and-conditions-and-price-list">
          {t('companyOnboarding:contract.priceListLink')}
        </Link>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSign) sign.mutate();
        }}
      >
        <Confirmation checked={riskAccepted} onChange={setRiskAccepted}>
          {t('companyOnboarding:contract.risk')}
        </Confirmation>
        <Confirmation checked={termsAccepted} onChange={setTermsAccepted}>
          {t('companyOnboarding:contract.terms')}
        </Confirmation>
        {signError === null ? null : <Alert>{signError}</Alert>}
        <button type="submit" className={buttons.primary} disabled={!canSign || sign.isPending}>
          {t('companyOnboarding:contract.sign')}
        </button>
      </form>
      <Outlet context={modal} />
    </section>
  );
}
