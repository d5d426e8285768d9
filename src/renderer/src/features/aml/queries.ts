import { queryOptions, useQuery } from '@tanstack/react-query';
import { amlApi } from '#shared/api/aml.ts';
import type { ApiClient } from '../../api/client.ts';
import { useServices } from '../../services/app-services.ts';

export const amlKeys = {
  all: ['aml'] as const,
  person: () => [...amlKeys.all, 'person'] as const,
};

/** GET api/aml-pep: the stored person AML questionnaire, null before the first one. */
export function personAmlQuery(api: ApiClient) {
  return queryOptions({
    queryKey: amlKeys.person(),
    queryFn: () => api.call(amlApi.get),
    // The form is prefilled once from what is stored now.
    staleTime: 0,
    retry: false,
  });
}

export function usePersonAml() {
  const services = useServices();
  return useQuery(personAmlQuery(services.api));
}
