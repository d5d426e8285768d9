import type { CompanyAmlRequest } from '#shared/domain/validation/company-aml.ts';
import { stockInvestorAml } from '../personas/build.ts';

/** A complete company AML questionnaire of Saarinen Consulting Oy, for the route tests. */
export const VALID_COMPANY_AML: CompanyAmlRequest = {
  ...stockInvestorAml('FI2112345600000785'),
  is_familiar_with_capital_markets: true,
  origin_of_funds_is_extra_capital: false,
  origin_of_funds_is_asset_sale: true,
  origin_of_funds_is_acquisition: false,
  origin_of_funds_is_other: false,
  origin_of_funds_specification: null,
  business_sector: 'Consulting',
  turnover: 450000,
  profit: -12000.5,
  balance_sheet_total: 300000,
  annual_investment_count: 'five-ten',
  annual_investment_amount: 'more-than-fifty',
  risk_profile: 'medium',
  is_beneficial_owner: true,
  beneficial_owner_list: 'Mikko Saarinen, 170982-246A',
};
