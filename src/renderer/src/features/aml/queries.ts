import { queryOptions, useQuery } from '@tanstack/react-query';
import { amlApi } from '#shared/api/aml.ts';
import { useServices, type AppServices } from '../../app/services.ts';

export const amlKeys = {
  all: ['aml'] as const,
  person: () => [...amlKeys.all, 'person'] as const,
};

/** GET api/aml-pep: the stored person AML questionnaire, null before the first one. */
export function personAmlQuery(services: Pick<AppServices, 'api'>) {
  return queryOptions({
    queryKey: amlKeys.person(),
    queryFn: () => services.api.call(amlApi.get),
    // The form is prefilled once from what is stored now.
    staleTime: 0,
    retry: false,
  });
}

export function usePersonAml() {
  const services = useServices();
  return useQuery(personAmlQuery(services));
}
