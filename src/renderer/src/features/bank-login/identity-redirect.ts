import type { TeliaRedirectRequest } from '#shared/api/identity.ts';
import type { DesktopBridge } from '#shared/bridge.ts';
import type { ApiClient } from '../../api/client.ts';
import { goToProvider, type ProviderOutcome } from '../../services/go-to-provider.ts';
import { teliaRedirect } from './api.ts';

export interface IdentityRedirectDeps {
  api: ApiClient;
  bridge: Pick<DesktopBridge, 'deepLinks' | 'app'>;
  platform: 'electron' | 'web';
  /** Web mode: the page leaves for the bank (same tab); the bank returns to /auth/callback. */
  assign: (url: string) => void;
}

/** Any failure is 'failed' (spec: a failure state, no message). */
export type IdentityRedirectOutcome = ProviderOutcome;

/**
 * Starts strong identification: asks for the bank page (POST api/auth/telia/redirect) and sends
 * the user there. In Electron the state is registered with main first, so that only this
 * callback is accepted when it comes back as `vertaislaina://auth/callback`.
 */
export async function startIdentityRedirect(
  deps: IdentityRedirectDeps,
  request: TeliaRedirectRequest,
): Promise<IdentityRedirectOutcome> {
  try {
    return await goToProvider(deps, await teliaRedirect(deps.api, request), deps.assign);
  } catch {
    return 'failed';
  }
}
