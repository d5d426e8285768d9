import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { borrowerApi } from '#shared/api/borrower.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { activeApplicationQuery } from './queries.ts';

/**
 * /tink-callback?code=&state= (§4 step 3): the redirect provider's return (in Electron the deep
 * link main accepted for a state this app registered). The code is posted for the active
 * application (fetched when not known) and the scoring follows; an `error`, a missing code or a
 * failure goes to /dashboard/borrower.
 */
export function TinkCallbackPage() {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  const code = params.get('code');
  const error = params.get('error');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async (): Promise<string> => {
      if (error !== null || !code) return PATHS.borrowerDashboard;
      const application = await queryClient.ensureQueryData(activeApplicationQuery(services.api));
      if (!application) return PATHS.borrowerDashboard;
      await services.api.call(borrowerApi.aispTransactions, {
        params: { id: application.id },
        body: { code },
      });
      return PATHS.aisp;
    };
    run().then(
      (target) => navigate(target, { replace: true }),
      () => navigate(PATHS.borrowerDashboard, { replace: true }),
    );
  }, [code, error, navigate, queryClient, services.api]);

  return <PageLoading />;
}
