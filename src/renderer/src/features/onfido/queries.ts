import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/app-services.ts';
import { verificationState } from '#shared/domain/verification.ts';
import { usePolling } from '../../services/polling/use-polling.ts';
import { onfidoApi } from '#shared/api/onfido.ts';

/** The identity status is polled every 10 s while the check is processing. */
export const ONFIDO_POLL_MS = 10_000;

export const onfidoKeys = {
  all: ['onfido'] as const,
  status: () => [...onfidoKeys.all, 'status'] as const,
};

/**
 * GET /api/auth/signicat/onfido_status, polled every ONFIDO_POLL_MS on the app clock (so tests
 * drive it with a manual clock) while `enabled` and the check is still processing.
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
  const { refetch, data } = query;
  usePolling(clock, {
    enabled: enabled && (data === undefined || verificationState(data) === 'processing'),
    intervalMs: ONFIDO_POLL_MS,
    onTick: () => void refetch(),
  });
  return query;
}
