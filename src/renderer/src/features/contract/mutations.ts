import { mutationOptions } from '@tanstack/react-query';
import { documentApi } from '#shared/api/documents.ts';
import type { AppServices } from '../../app/services.ts';

const SIGN_CONTRACT_KEY = ['investor-contract', 'sign'] as const;

/** POST api/document/investor/{id}/sign: signs the contract of the deposit. */
export function signContractMutation(services: Pick<AppServices, 'api'>) {
  return mutationOptions({
    mutationKey: SIGN_CONTRACT_KEY,
    mutationFn: (depositId: string) =>
      services.api.call(documentApi.signInvestorContract, { params: { id: depositId } }),
  });
}
