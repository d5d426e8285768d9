import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { legacyApi } from '#shared/api/legacy.ts';

export const legacyKeys = {
  all: ['legacy'] as const,
  personalDetails: () => [...legacyKeys.all, 'personal-details'] as const,
};

export function legacyPersonalDetailsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: legacyKeys.personalDetails(),
    queryFn: () => api.call(legacyApi.personalDetails),
    staleTime: 60_000,
  });
}
