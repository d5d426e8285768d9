import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import {
  SANDBOX_CONTROL,
  sandboxPersonasResponse,
  sandboxSmsResponse,
} from '#shared/sandbox-control.ts';

const keys = {
  all: ['sandbox-demo'] as const,
  personas: () => [...keys.all, 'personas'] as const,
  sms: (phone: string) => [...keys.all, 'sms', phone] as const,
};

/** Sandbox personas that can log in by SMS. */
export function personasQuery(api: ApiClient) {
  return queryOptions({
    queryKey: keys.personas(),
    queryFn: async () => {
      const response = await api.http.get<unknown>(SANDBOX_CONTROL.personas);
      return sandboxPersonasResponse.parse(response.data).personas.filter((p) => p.phone !== null);
    },
    staleTime: Infinity,
  });
}

/** The newest code in the sandbox's SMS outbox for a phone number; polled while shown. */
export function latestCodeQuery(api: ApiClient, phone: string) {
  return queryOptions({
    queryKey: keys.sms(phone),
    queryFn: async () => {
      const response = await api.http.get<unknown>(SANDBOX_CONTROL.sms, { params: { phone } });
      return sandboxSmsResponse.parse(response.data).messages.at(-1)?.code ?? null;
    },
    refetchInterval: 2_000,
  });
}
