import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { borrowerApi } from '#shared/api/borrower.ts';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ProviderStatus } from './ProviderStatus.tsx';
import { loanApplicationKeys } from './queries.ts';
import { useActiveApplication } from './use-application.ts';
import { useProvider } from './use-provider.ts';
import layout from '../../ui/layout.module.css';

/** The consent must be given before continuing (§5). */
const consentForm = z.object({
  consent: z.boolean().refine((value) => value, 'loanApplication:consent.required'),
});
type ConsentForm = z.infer<typeof consentForm>;
const Field = boundFields<ConsentForm>();

/** A failed consent says only the SERVER_ERROR text. */
const CONSENT_FAILURE: ErrorReading = { serverWords: 'none' };

/**
 * /…/loan-application/ccis (§4 step 2, §5): the credit-information consent, which must be ticked
 * before continuing (PATCH …/consent), then the application's data provider. `ccis/more` opens
 * the full consent text over it.
 */
export function ConsentPage() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const application = useActiveApplication();
  const provider = useProvider();
  const form = useApiForm({
    schema: consentForm,
    defaultValues: { consent: false },
    errorReading: CONSENT_FAILURE,
    onSubmit: async () => {
      if (!application.data) return;
      const outcome = await services.api.call(borrowerApi.consent, {
        params: { id: application.data.id },
        body: { is_checked_ccis: true },
      });
      queryClient.setQueryData(loanApplicationKeys.active(), outcome.loan_application);
      if (outcome.rejected) {
        await navigate(PATHS.loanApplicationStep('loan-rejected'), { replace: true });
        return;
      }
      await provider.go(outcome.loan_application);
    },
  });

  if (!application.data) return <PageLoading />;
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:consent.title')}</h1>
      <p>{t('loanApplication:consent.intro')}</p>
      <p>
        <Link to="more">{t('loanApplication:consent.readMore')}</Link>
      </p>
      <ApiForm form={form}>
        <Field.Checkbox name="consent">{t('loanApplication:consent.accept')}</Field.Checkbox>
        <FormAlert />
        <ProviderStatus state={provider.state} />
        <SubmitButton disabled={provider.state === 'busy'}>
          {t('loanApplication:consent.continue')}
        </SubmitButton>
      </ApiForm>
      <Outlet />
    </section>
  );
}
