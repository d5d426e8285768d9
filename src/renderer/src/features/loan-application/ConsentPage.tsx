import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { borrowerApi } from '#shared/api/borrower.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { PATHS } from '../../app/paths.ts';
import { useServices } from '../../app/services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ProviderStatus } from './ProviderStatus.tsx';
import { loanApplicationKeys } from './queries.ts';
import { useActiveApplication } from './use-application.ts';
import { useProvider } from './use-provider.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

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
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const checkboxId = useId();
  const errorId = `${checkboxId}-error`;

  const consent = useMutation({
    mutationFn: (id: number) =>
      services.api.call(borrowerApi.consent, { params: { id }, body: { is_checked_ccis: true } }),
    onSuccess: async (outcome) => {
      queryClient.setQueryData(loanApplicationKeys.active(), outcome.loan_application);
      if (outcome.rejected) {
        await navigate(PATHS.loanApplicationStep('loan-rejected'), { replace: true });
        return;
      }
      await provider.go(outcome.loan_application);
    },
  });

  if (!application.data) return <PageLoading />;
  const id = application.data.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setMissing(true);
      return;
    }
    consent.mutate(id);
  };

  const busy = consent.isPending || provider.state === 'busy';
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:consent.title')}</h1>
      <p>{t('loanApplication:consent.intro')}</p>
      <p>
        <Link to="more">{t('loanApplication:consent.readMore')}</Link>
      </p>
      <form onSubmit={submit} noValidate>
        <div>
          <input
            id={checkboxId}
            type="checkbox"
            checked={checked}
            aria-invalid={missing && !checked ? true : undefined}
            aria-describedby={missing && !checked ? errorId : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
          />
          <label htmlFor={checkboxId}>{t('loanApplication:consent.accept')}</label>
        </div>
        <FieldError
          id={errorId}
          error={missing && !checked ? t('loanApplication:consent.required') : undefined}
        />
        {consent.isError ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
        <ProviderStatus state={provider.state} />
        <button type="submit" className={buttons.primary} disabled={busy}>
          {t('loanApplication:consent.continue')}
        </button>
      </form>
      <Outlet />
    </section>
  );
}
