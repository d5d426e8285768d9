import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services.ts';
import { onfidoApi } from '../../../../shared/api/onfido.ts';

/** The identity status is polled every 10 s while the check is processing. */
export const ONFIDO_POLL_MS = 10_000;

export const onfidoKeys = {
  all: ['onfido'] as const,
  status: () => [...onfidoKeys.all, 'status'] as const,
};

/**
 * GET /api/auth/signicat/onfido_status, refetched every ONFIDO_POLL_MS on the app clock (so
 * tests drive it with a manual clock) until `enabled` turns false.
 */
export function useOnfidoStatus(enabled: boolean) {
  const { api, clock } = useServices();
  const query = useQuery({
    queryKey: onfidoKeys.status(),
    queryFn: async () => (await api.call(onfidoApi.status)).status,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return undefined;
    return clock.setInterval(() => void refetch(), ONFIDO_POLL_MS);
  }, [clock, enabled, refetch]);
  return query;
}
