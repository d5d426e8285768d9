import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { trackSignup } from '../../services/analytics.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { DocumentBox } from '../../ui/DocumentBox.tsx';
import { profileKeys, useProfile } from '../profile/index.ts';
import type { TermsModalContext } from '../terms/index.ts';
import { signInvestorContract } from './mutations.ts';
import { investorAgreementsQuery, investorContractQuery } from './queries.ts';
import { afterSigningPath, contractToSign } from './unsigned-deposit.ts';
import layout from '../../ui/layout.module.css';

/**
 * A contract's load or signing failure is a danger alert with the server's message, whatever the
 * answer, else SERVER_ERROR (investor.md §8), as when the status says the contract is unsigned.
 */
const CONTRACT_FAILURE: ErrorReading = { serverWords: 'any' };

const signingForm = z.object({
  confirmed: z.boolean().refine((value) => value, MESSAGES.acceptTerms),
});
type SigningForm = z.infer<typeof signingForm>;
const Field = boundFields<SigningForm>();

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
  const form = useApiForm({
    schema: signingForm,
    defaultValues: { confirmed: false },
    errorReading: CONTRACT_FAILURE,
    onSubmit: async () => {
      if (depositId === null) return;
      await signInvestorContract(services, depositId);
      trackSignup();
      const target = profile.data ? afterSigningPath(profile.data) : PATHS.investorPortfolio;
      await queryClient.invalidateQueries({ queryKey: profileKeys.user() });
      await navigate(target, { replace: true });
    },
  });
  const confirmed = useWatch({ control: form.methods.control, name: 'confirmed' });

  const backToContract = () => void navigate(PATHS.investorContract, { replace: true });
  const modal: TermsModalContext = { accept: backToContract, close: backToContract };

  return (
    <section className={layout.narrow}>
      <h1>{t('contract:title')}</h1>
      <p>{t('contract:intro')}</p>
      {contract.isPending && depositId !== null ? <PageLoading /> : null}
      {contract.error ? <Alert>{apiErrorText(t, contract.error, CONTRACT_FAILURE)}</Alert> : null}
      {contract.data ? (
        <DocumentBox label={t('contract:documentLabel')} html={contract.data.html} />
      ) : null}
      <p>
        <Link to="terms-and-conditions">{t('contract:termsLink')}</Link>
        {' · '}
        <Link to="terms-and-conditions-and-price-list">{t('contract:priceListLink')}</Link>
      </p>
      <ApiForm form={form}>
        <Field.Checkbox name="confirmed">{t('contract:confirm')}</Field.Checkbox>
        <FormAlert />
        <SubmitButton disabled={!confirmed || depositId === null || !contract.data}>
          {t('contract:sign')}
        </SubmitButton>
      </ApiForm>
      <Outlet context={modal} />
    </section>
  );
}
