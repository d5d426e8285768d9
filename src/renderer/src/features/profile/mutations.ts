import { mutationOptions } from '@tanstack/react-query';
import { userApi, type UserPatchRequest } from '#shared/api/user.ts';
import { toApiLanguage, type AppLanguage } from '#shared/languages.ts';
import type { AppServices } from '../../services/app-services.ts';
import { applySavedFields } from './queries.ts';

/** `PATCH api/user` with only the given fields (its answer is not the profile). */
export async function patchProfile(
  services: Pick<AppServices, 'api'>,
  fields: UserPatchRequest,
): Promise<void> {
  await services.api.call(userApi.patch, { body: fields });
}

/** `PATCH api/user` with only the given fields; once saved, the cached profile takes them. */
export async function saveProfileFields(
  services: Pick<AppServices, 'api' | 'queryClient'>,
  fields: UserPatchRequest,
): Promise<void> {
  await patchProfile(services, fields);
  applySavedFields(services.queryClient, fields);
}

/** The profile language: saved, then applied to the interface by the caller's onSuccess. */
export function saveLanguageMutation(services: Pick<AppServices, 'api' | 'queryClient'>) {
  return mutationOptions({
    mutationKey: ['profile', 'language'],
    mutationFn: (language: AppLanguage) =>
      saveProfileFields(services, { language: toApiLanguage(language) }),
  });
}
