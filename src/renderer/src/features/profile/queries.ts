import { useAtomValue } from 'jotai';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { userApi, type UserPatchRequest, type UserProfile } from '#shared/api/user.ts';
import { sessionAtom } from '../../state/atoms.ts';
import type { ApiClient } from '../../api/client.ts';
import { useServices } from '../../services/app-services.ts';
import { profileFlags, type ProfileFlags } from './profile-flags.ts';

export const profileKeys = {
  all: ['profile'] as const,
  user: () => [...profileKeys.all, 'user'] as const,
};

/** GET api/user: the signed-in user's profile. */
export function profileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.user(),
    queryFn: () => api.call(userApi.get),
    staleTime: 60_000,
  });
}

export function useProfile() {
  const services = useServices();
  return useQuery(profileQuery(services.api));
}

/** After a successful `PATCH api/user`: the cached profile takes the fields that were saved. */
export function applySavedFields(queryClient: QueryClient, fields: UserPatchRequest): void {
  queryClient.setQueryData<UserProfile>(profileKeys.user(), (old) =>
    old ? { ...old, ...fields } : old,
  );
}

/**
 * The flags the shell and the guards need, selected from the cached profile (RequiresProfile
 * loads it): they follow every change of the cache, e.g. a contract signed. Null before the
 * profile is loaded and for anyone but a signed-in user. Never fetches by itself.
 */
export function useProfileFlags(): ProfileFlags | null {
  const services = useServices();
  const session = useAtomValue(sessionAtom);
  const { data } = useQuery({
    ...profileQuery(services.api),
    select: profileFlags,
    enabled: false,
  });
  return session.kind === 'user' ? (data ?? null) : null;
}
