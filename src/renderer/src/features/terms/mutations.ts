import { mutationOptions } from '@tanstack/react-query';
import { documentApi } from '#shared/api/documents.ts';
import type { AppServices } from '../../services/app-services.ts';
import { isPreRelease } from './pre-release.ts';

/** Signs the shown version of the terms: a pre-release version through its own endpoint. */
export function acceptTermsMutation(services: Pick<AppServices, 'api' | 'clock'>) {
  return mutationOptions({
    mutationKey: ['terms', 'accept'],
    mutationFn: (version: string) =>
      services.api.call(
        isPreRelease(version, services.clock.now())
          ? documentApi.signPreReleaseTerms
          : documentApi.signTerms,
      ),
  });
}
