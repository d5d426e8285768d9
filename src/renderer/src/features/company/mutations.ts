import { companyApi } from '#shared/api/company.ts';
import type { AppServices } from '../../services/app-services.ts';
import { profileKeys } from '../profile/index.ts';

/**
 * Adding a company by business code (investor.md §5 Add company, §7): the user's signing
 * authority is checked first (POST api/company/signing-right-status), then the company is added
 * (POST api/company); the server refuses a code it does not know, a user without signing right
 * and a company already added, each with its own message. The profile is reloaded so the new
 * company shows in the profile and the company dropdown.
 */
export async function addCompany(
  services: Pick<AppServices, 'api' | 'queryClient'>,
  businessCode: string,
): Promise<number> {
  const body = { business_code: businessCode };
  await services.api.call(companyApi.signingRightStatus, { body });
  const { id } = await services.api.call(companyApi.create, { body });
  await services.queryClient.invalidateQueries({ queryKey: profileKeys.all });
  return id;
}
