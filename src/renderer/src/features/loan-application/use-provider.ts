import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { borrowerApi, type LoanApplication } from '#shared/api/borrower.ts';
import { goToProvider } from '../../services/go-to-provider.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { providerStep, stateOf } from './application-rules.ts';

/**
 * Where the system browser or this tab went: `busy` while on the way, `waiting` once the
 * provider page is open in the system browser (Electron), `failed` when it could not be opened.
 */
export type ProviderState = 'idle' | 'busy' | 'waiting' | 'failed';

/**
 * Continues an application at its data provider (§3 service): the embedded frame, the bank
 * choice, or the redirect provider's page (GET …/aisp/redirect), opened with goToProvider and the
 * `state` of its URL registered, so that only this callback is accepted.
 */
export function useProvider() {
  const services = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<ProviderState>('idle');

  const open = async (redirectUrl: string): Promise<void> => {
    const outcome = await goToProvider(services, { redirectUrl, state: stateOf(redirectUrl) });
    setState(outcome === 'left' ? 'busy' : outcome);
  };

  const go = async (application: Pick<LoanApplication, 'id' | 'kreditz_check' | 'service'>) => {
    const step = providerStep(application);
    if (step === 'kreditz' || step === 'choose-bank') {
      await navigate(PATHS.loanApplicationStep(step));
      return;
    }
    if (step === null) {
      setState('failed');
      return;
    }
    setState('busy');
    try {
      const { redirect_url } = await services.api.call(borrowerApi.aispRedirect, {
        params: { id: application.id },
      });
      await open(redirect_url);
    } catch {
      setState('failed');
    }
  };

  return { state, go, open, setState };
}
