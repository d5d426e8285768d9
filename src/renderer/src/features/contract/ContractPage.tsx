import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { trackSignup } from '../../app/analytics.ts';
import { PATHS } from '../../app/paths.ts';
import { useServices } from '../../app/services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { DocumentBox } from '../../ui/DocumentBox.tsx';
import { profileKeys, useProfile } from '../profile/index.ts';
import type { TermsModalContext } from '../terms/index.ts';
import { InvestorContractNotSigned, signInvestorContract } from './mutations.ts';
import { investorAgreementsQuery, investorContractQuery } from './queries.ts';
import { afterSigningPath, contractToSign } from './unsigned-deposit.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** The server's message of a failed call, else SERVER_ERROR (investor.md §8). */
function useErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  if (error instanceof InvestorContractNotSigned) return t(SERVER_ERROR_KEY);
  return toApiError(error).serverMessage ?? t(SERVER_ERROR_KEY);
}

/**
 * /onboarding/investor/contract (guard: an unsigned deposit): the investor contract of the
 * deposit, the confirmation that it was read and that the credit risk is the investor's, and the
 * sign button, enabled once confirmed (the original's never is: a defect not copied). Signed, and
 * the agreements' status saying so, it records the signup event, reloads the profile and leads
 * to the portfolio.
 */
export function ContractPage() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const profile = useProfile();
  // The status as the guard read it (when it needed to): nothing is asked again here.
  const agreements = useQuery({ ...investorAgreementsQuery(services.api), enabled: false });
  // Read once: after signing, the reloaded profile and status no longer name a deposit to sign.
  const [depositId] = useState(() =>
    profile.data ? contractToSign(profile.data, agreements.data) : null,
  );
  const contract = useQuery({
    ...investorContractQuery(services.api, depositId ?? '', language),
    enabled: depositId !== null,
  });
  const [confirmed, setConfirmed] = useState(false);
  const confirmId = useId();
  const sign = useMutation({
    mutationKey: ['investor-contract', 'sign'],
    mutationFn: (id: string) => signInvestorContract(services, id),
    onSuccess: async () => {
      trackSignup();
      const target = profile.data ? afterSigningPath(profile.data) : PATHS.investorPortfolio;
      await queryClient.invalidateQueries({ queryKey: profileKeys.user() });
      await navigate(target, { replace: true });
    },
  });
  const loadError = useErrorText(contract.error);
  const signError = useErrorText(sign.error);

  const backToContract = () => void navigate(PATHS.investorContract, { replace: true });
  const modal: TermsModalContext = { accept: backToContract, close: backToContract };

  return (
    <section className={layout.narrow}>
      <h1>{t('contract:title')}</h1>
      <p>{t('contract:intro')}</p>
      {contract.isPending && depositId !== null ? <PageLoading /> : null}
      {loadError === null ? null : <Alert>{loadError}</Alert>}
      {contract.data ? (
        <DocumentBox label={t('contract:documentLabel')} html={contract.data.html} />
      ) : null}
      <p>
        <Link to="terms-and-conditions">{t('contract:termsLink')}</Link>
        {' · '}
        <Link to="terms-and-conditions-and-price-list">{t('contract:priceListLink')}</Link>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && depositId !== null) sign.mutate(depositId);
        }}
      >
        <div>
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <label htmlFor={confirmId}>{t('contract:confirm')}</label>
        </div>
        {signError === null ? null : <Alert>{signError}</Alert>}
        <button
          type="submit"
          className={buttons.primary}
          disabled={!confirmed || depositId === null || !contract.data || sign.isPending}
        >
          {t('contract:sign')}
        </button>
      </form>
      <Outlet context={modal} />
    </section>
  );
}
