import { documentApi } from '#shared/api/documents.ts';
import type { AppServices } from '../../services/app-services.ts';

/** The investor contract was not signed although the gateway accepted the signing. */
export class InvestorContractNotSigned extends Error {}

/**
 * Signs the contract of the deposit (POST api/document/investor/{id}/sign), then asks the gateway
 * whether the investor contract is signed (GET api/document/tac-investor-contract/status), as the
 * company's signing asks about the company's contract: the portfolio opens only on its word.
 */
export async function signInvestorContract(
  services: Pick<AppServices, 'api'>,
  depositId: string,
): Promise<void> {
  await services.api.call(documentApi.signInvestorContract, { params: { id: depositId } });
  const agreements = await services.api.call(documentApi.investorAgreements);
  if (!agreements.has_signed_investor_contract || !agreements.has_signed_latest_investor_contract) {
    throw new InvestorContractNotSigned();
  }
}
