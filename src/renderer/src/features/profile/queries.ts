import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { userApi, type UserPatchRequest, type UserProfile } from '../../../../shared/api/user.ts';
import { profileFlagsAtom } from '../../state/atoms.ts';
import { useServices, type AppServices } from '../../app/services.ts';
import { profileFlags } from './profile-flags.ts';

export const profileKeys = {
  all: ['profile'] as const,
  user: () => [...profileKeys.all, 'user'] as const,
};

/** The profile; loading it also refreshes the profile flags atom. */
export function profileQuery(services: Pick<AppServices, 'api' | 'store'>) {
  return queryOptions({
    queryKey: profileKeys.user(),
    queryFn: async () => {
      const profile = await services.api.call(userApi.get);
      services.store.set(profileFlagsAtom, profileFlags(profile));
      return profile;
    },
    staleTime: 60_000,
  });
}

export function useProfile() {
  const services = useServices();
  return useQuery(profileQuery(services));
}

/** After a successful `PATCH api/user`: the cached profile takes the fields that were saved. */
export function applySavedFields(queryClient: QueryClient, fields: UserPatchRequest): void {
  queryClient.setQueryData<UserProfile>(profileKeys.user(), (old) =>
    old ? { ...old, ...fields } : old,
  );
}
