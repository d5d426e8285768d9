import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { borrowerApi, type LoanApplication } from '#shared/api/borrower.ts';
import { PATHS } from '../../navigation/paths.ts';
import { usePolling } from '../../services/polling/use-polling.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useProfile } from '../profile/index.ts';
import { activeApplicationQuery, kreditzScoringQuery } from './queries.ts';
import { kreditzScoring, olderScoringFailure } from './scoring.ts';
import { settleOfferDefaults } from './settle-offer.ts';
import { useActiveApplication } from './use-application.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** The scoring poll (§9): every 10 seconds. */
export const SCORING_POLL_MS = 10_000;

/** What the processing screen shows while the scoring runs, and when it failed. */
function Processing() {
  const { t } = useTranslation();
  return <PageLoading label={t('loanApplication:processing.text')} />;
}

function ScoringFailed() {
  const { t } = useTranslation();
  return (
    <>
      <Alert>{t('loanApplication:processing.failed')}</Alert>
      <Link className={buttons.plain} to={PATHS.borrowerDashboard}>
        {t('loanApplication:processing.back')}
      </Link>
    </>
  );
}

/** The offer is ready: defaults set where none were chosen, then view-offer. */
function useFinishWithOffer() {
  const { api } = useServices();
  const profile = useProfile();
  const navigate = useNavigate();
  const accounts = profile.data?.bank_accounts ?? [];
  return async (application: LoanApplication) => {
    await settleOfferDefaults(api, application, accounts);
    await navigate(PATHS.loanApplicationStep('view-offer'), { replace: true });
  };
}

/**
 * The embedded frame's scoring (§4 step 4): `kreditz/scoring-check` every 10 s until it is no
 * longer pending; not the main account → the frame again with retry; an error fails; ready →
 * `kreditz/scoring-ready`: approved → the offer, else loan-rejected.
 */
function KreditzScoring({ id }: { id: number }) {
  const { api, clock } = useServices();
  const navigate = useNavigate();
  const finish = useFinishWithOffer();
  const [readyFailed, setReadyFailed] = useState(false);
  const decided = useRef(false);
  const check = useQuery(kreditzScoringQuery(api, id));
  const scoring = check.data ? kreditzScoring(check.data.status) : 'pending';
  // SCORING_ERROR: the scoring failed (§4 step 4); polling stops.
  const failed = scoring === 'error' || readyFailed;
  usePolling(clock, {
    enabled: scoring === 'pending' && !failed,
    intervalMs: SCORING_POLL_MS,
    onTick: () => void check.refetch(),
  });

  useEffect(() => {
    if (decided.current || scoring === 'pending' || scoring === 'error') return;
    decided.current = true;
    if (scoring === 'not-main-account') {
      void navigate(`${PATHS.loanApplicationStep('kreditz')}?retry=true`, { replace: true });
      return;
    }
    const ready = async () => {
      const result = await api.call(borrowerApi.kreditzScoringReady, { params: { id } });
      if (!result.approved) {
        await navigate(PATHS.loanApplicationStep('loan-rejected'), { replace: true });
        return;
      }
      await finish(result.loanApplication);
    };
    ready().catch(() => setReadyFailed(true));
  }, [api, finish, id, navigate, scoring]);

  return failed ? <ScoringFailed /> : <Processing />;
}

/**
 * The redirect providers' older check (§4 step 5): success → the offer; a 400 → aisp-rejected
 * when it says retry, else loan-rejected; any other failure is an error.
 */
function OlderScoring({ id }: { id: number }) {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useFinishWithOffer();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      try {
        await services.api.call(borrowerApi.scoringCheck, { params: { id } });
      } catch (error) {
        const failure = olderScoringFailure(error);
        if (failure === 'error') throw error;
        await navigate(
          PATHS.loanApplicationStep(failure === 'retry' ? 'aisp-rejected' : 'loan-rejected'),
          { replace: true },
        );
        return;
      }
      const application = await queryClient.fetchQuery(activeApplicationQuery(services.api));
      if (application) await finish(application);
      else await navigate(PATHS.loanApplicationStep('view-offer'), { replace: true });
    };
    run().catch(() => setFailed(true));
  }, [finish, id, navigate, queryClient, services.api]);

  return failed ? <ScoringFailed /> : <Processing />;
}

/** /dashboard/borrower/aisp: the processing screen ("do not refresh", up to about a minute). */
export function ProcessingPage() {
  const { t } = useTranslation();
  const application = useActiveApplication();
  if (application.isSuccess && application.data === null) {
    return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
  }
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:processing.title')}</h1>
      <p>{t('loanApplication:processing.doNotRefresh')}</p>
      {application.isError ? <ScoringFailed /> : null}
      {application.isPending ? <Processing /> : null}
      {application.data ? (
        application.data.kreditz_check ? (
          <KreditzScoring id={application.data.id} />
        ) : (
          <OlderScoring id={application.data.id} />
        )
      ) : null}
    </section>
  );
}
