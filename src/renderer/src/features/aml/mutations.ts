import type { UserProfile } from '#shared/api/user.ts';
import { amlApi } from '#shared/api/aml.ts';
import { finnishBankOf } from '#shared/domain/iban.ts';
import { toPersonAmlRequest, type PersonAmlForm } from '#shared/domain/validation/aml.ts';
import type { AppServices } from '../../services/app-services.ts';
import { profileKeys } from '../profile/index.ts';
import { amlKeys } from './queries.ts';

/**
 * Saves the questionnaire: POST when none is stored yet, PATCH to update the stored one.
 * Call `afterPersonAmlSaved` once the page has been left (the page's guard reads the flag).
 */
export async function savePersonAml(
  services: Pick<AppServices, 'api' | 'queryClient'>,
  values: PersonAmlForm,
  hasStored: boolean,
): Promise<void> {
  const body = toPersonAmlRequest(values, finnishBankOf(values.iban));
  await services.api.call(hasStored ? amlApi.update : amlApi.create, { body });
  // A first questionnaire opens the deposit the contract step signs: the profile must show it.
  await services.queryClient.refetchQueries({ queryKey: profileKeys.user() });
}

/** The cached profile's refill flag is cleared (the gateway cleared it); the stored one refetched. */
export async function afterPersonAmlSaved(
  services: Pick<AppServices, 'queryClient'>,
): Promise<void> {
  services.queryClient.setQueryData<UserProfile>(profileKeys.user(), (old) =>
    old ? { ...old, force_aml_fill_in: false } : old,
  );
  await services.queryClient.invalidateQueries({ queryKey: amlKeys.person() });
}
