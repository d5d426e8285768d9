import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { borrowerApi } from '#shared/api/borrower.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { canUseLoans, useProfileFlags } from '../profile/index.ts';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { LoanCalculator } from './LoanCalculator.tsx';
import { hasValidOffer, reapplyDate, startDestination } from './application-rules.ts';
import { parseLoanRequest, type LoanRequest, type LoanRequestErrors } from './loan-request.ts';
import { activeApplicationQuery, loanApplicationKeys } from './queries.ts';
import { useActiveApplication } from './use-application.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * §4 step 1 with `loanAmount` and `term`: the active application, or a new one; rejected →
 * loan-rejected, a valid offer → view-offer, otherwise the consent. Failure → /dashboard/borrower.
 */
function StartWithRequest({ request }: { request: LoanRequest }) {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const start = async (): Promise<string> => {
      const active = await queryClient.fetchQuery(activeApplicationQuery(services.api));
      if (active) return startDestination(active, services.clock.now());
      const outcome = await services.api.call(borrowerApi.createApplication, { body: request });
      queryClient.setQueryData(loanApplicationKeys.active(), outcome.loan_application);
      if (outcome.rejected) return PATHS.loanApplicationStep('loan-rejected');
      return startDestination(outcome.loan_application, services.clock.now());
    };
    start().then(
      (target) => navigate(target, { replace: true }),
      () => navigate(PATHS.borrowerDashboard, { replace: true }),
    );
  }, [navigate, queryClient, request, services]);

  return <PageLoading />;
}

/**
 * The start page: the active application's summary with continue or the rejection note, else the
 * loan calculator.
 */
function StartOverview({
  initial,
  errors,
}: {
  initial: Record<string, string>;
  errors: LoanRequestErrors;
}) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const application = useActiveApplication();
  if (application.isPending) return <PageLoading />;
  if (application.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  const active = application.data;
  if (active && hasValidOffer(active, clock.now())) {
    return <RedirectUnlessLeaving to={PATHS.loanApplicationStep('view-offer')} />;
  }
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:heading')}</h1>
      {active ? (
        <>
          <ApplicationSummary application={active} />
          {active.rejected ? (
            <Alert tone="warning">
              {t('loanApplication:start.rejected', { date: reapplyDate(active.created_at) })}
            </Alert>
          ) : (
            <Link className={buttons.primary} to={PATHS.loanApplicationStep('ccis')}>
              {t('loanApplication:start.continue')}
            </Link>
          )}
        </>
      ) : (
        <LoanCalculator initial={initial} errors={errors} />
      )}
    </section>
  );
}

/**
 * /dashboard/borrower/loan-application: loan features for FI, non-foreign users only (others go
 * to the investor dashboard).
 */
export function StartPage() {
  const flags = useProfileFlags();
  const [params] = useSearchParams();
  if (!flags) return <PageLoading />;
  if (!canUseLoans(flags)) return <RedirectUnlessLeaving to={PATHS.investorDashboard} />;
  const amount = params.get('loanAmount');
  const term = params.get('term');
  if (amount === null && term === null) return <StartOverview initial={{}} errors={{}} />;
  const request = parseLoanRequest(amount ?? '', term ?? '');
  if (request.ok) return <StartWithRequest request={request.value} />;
  return (
    <StartOverview
      initial={{ loanAmount: amount ?? '', term: term ?? '' }}
      errors={request.errors}
    />
  );
}
