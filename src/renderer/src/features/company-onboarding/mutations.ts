import { companyAmlApi } from '#shared/api/company-aml.ts';
import { documentApi } from '#shared/api/documents.ts';
import { finnishBankOf } from '#shared/domain/iban.ts';
import { toCompanyAmlRequest, type CompanyAmlForm } from '#shared/domain/validation/company-aml.ts';
import type { AppServices } from '../../services/app-services.ts';
import { profileKeys } from '../profile/index.ts';

type Services = Pick<AppServices, 'api' | 'queryClient'>;

/**
 * POST api/company/{companyId}/aml. The first questionnaire opens the company's deposit that the
 * contract step signs: the profile is read again before the page moves on, so its guard sees it.
 */
export async function saveCompanyAml(
  services: Services,
  companyId: number,
  values: CompanyAmlForm,
): Promise<void> {
  const body = toCompanyAmlRequest(values, finnishBankOf(values.iban));
  await services.api.call(companyAmlApi.create, { params: { companyId }, body });
  await services.queryClient.refetchQueries({ queryKey: profileKeys.user() });
}

/** The company contract was not signed although the gateway accepted the signing. */
export class CompanyContractNotSigned extends Error {}

/**
 * Signs the company contract, then asks the gateway whether the company's contract is signed
 * (GET api/document/tac-company-contract/{companyId}/status) and reloads the profile.
 */
export async function signCompanyContract(services: Services, companyId: number): Promise<void> {
  const params = { companyId };
  await services.api.call(documentApi.signCompanyContract, { params });
  const agreements = await services.api.call(documentApi.companyAgreements, { params });
  if (!agreements.has_signed_company_contract) throw new CompanyContractNotSigned();
  await services.queryClient.invalidateQueries({ queryKey: profileKeys.user() });
}
