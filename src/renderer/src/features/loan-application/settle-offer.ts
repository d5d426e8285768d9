import { borrowerApi, type LoanApplication } from '#shared/api/borrower.ts';
import type { ApiClient } from '../../api/client.ts';
import { offerDefaults } from './application-rules.ts';

/**
 * An approved application takes due date 1 and the first bank account when none is chosen yet
 * (§4 step 4), before the offer is shown.
 */
export async function settleOfferDefaults(
  api: ApiClient,
  application: LoanApplication,
  profileAccounts: ReadonlyArray<{ id: number }>,
): Promise<void> {
  const defaults = offerDefaults(application, profileAccounts);
  if (defaults === null) return;
  await api.call(borrowerApi.updateApplication, {
    params: { id: application.id },
    body: defaults,
  });
}
