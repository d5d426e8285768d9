import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getLegacyPersonalDetails } from './api.ts';

export const legacyKeys = {
  all: ['legacy'] as const,
  personalDetails: () => [...legacyKeys.all, 'personal-details'] as const,
};

export function legacyPersonalDetailsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: legacyKeys.personalDetails(),
    queryFn: () => getLegacyPersonalDetails(api),
    staleTime: 60_000,
  });
}
