import { isApiError, isUnreachable } from '../api/errors.ts';
import { profileQuery } from '../features/profile/index.ts';
import type { AppServices } from '../services/app-services.ts';

/**
 * On start: the vault says what it keeps. `legacyRole` tells of a legacy token and restores the
 * legacy session; `hasToken` is about the marketplace token only (main's vault keeps the two
 * apart), which restores the user session and loads the profile (failure: session ended, `/`;
 * no answer at all keeps the session, and the profile guard waits for the gateway's retry).
 */
export async function restoreSession(services: AppServices): Promise<void> {
  const status = await services.bridge.vault.status();
  if (status.legacyRole !== null) {
    services.session.startLegacy(status.legacyRole);
    return;
  }
  if (!status.hasToken) return;
  services.session.startUser();
  try {
    await services.queryClient.fetchQuery(profileQuery(services.api));
  } catch (error) {
    // A 403 for unsigned terms is not a failed profile: the flag is set and the guard shows terms.
    const kept =
      isUnreachable(error) ||
      (isApiError(error) && ['terms-not-signed', 'unauthorized'].includes(error.kind));
    if (!kept) {
      await services.session.end({ failure: true });
    }
  }
}
