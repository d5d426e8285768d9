import { isApiError } from '../api/errors.ts';
import { profileQuery } from '../features/profile/queries.ts';
import { sessionAtom } from '../state/atoms.ts';
import type { AppServices } from './services.ts';

/**
 * On start: the vault says whether a token is kept. A legacy token restores the legacy session;
 * a marketplace token restores the user session and loads the profile (failure: session ended, `/`).
 */
export async function restoreSession(services: AppServices): Promise<void> {
  const status = await services.bridge.vault.status();
  if (!status.hasToken) return;
  if (status.legacyRole !== null) {
    services.store.set(sessionAtom, { kind: 'legacy', role: status.legacyRole });
    return;
  }
  services.store.set(sessionAtom, { kind: 'user' });
  try {
    await services.queryClient.fetchQuery(profileQuery(services));
  } catch (error) {
    // A 403 for unsigned terms is not a failed profile: the flag is set and the guard shows terms.
    if (!isApiError(error) || !['terms-not-signed', 'unauthorized'].includes(error.kind)) {
      await services.session.end({ failure: true });
    }
  }
}
