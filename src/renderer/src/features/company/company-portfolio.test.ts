import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { companyPortfolio } from './company-portfolio.ts';

type Company = UserProfile['companies'][number];
const company = (deposits: Company['deposits']): Company => ({
  id: 501,
  name: 'Lehtonen Invest Oy',
  business_code: '2345678-0',
  address: null,
  deposits,
  bank_accounts: [],
  legacy_companies: [],
  company_documents: [],
});

describe('companyPortfolio', () => {
  it('is unknown for a company that is not the user’s', () => {
    expect(companyPortfolio({ companies: [company([])] }, '502')).toEqual({ kind: 'unknown' });
  });

  it('sends a company without a deposit to its AML, one with an unsigned deposit to its contract', () => {
    expect(companyPortfolio({ companies: [company([])] }, '501')).toEqual({ kind: 'aml' });
    const unsigned = {
      mambu_deposit_id: 'C1',
      has_signed_contract: false,
      created_at: '2024-03-01',
    };
    expect(companyPortfolio({ companies: [company([unsigned])] }, '501')).toEqual({
      kind: 'contract',
    });
  });

  it('gives the first signed deposit with the company id, the KPI start from the first account', () => {
    const result = companyPortfolio(
      {
        companies: [
          company([
            {
              mambu_deposit_id: 'C1',
              has_signed_contract: false,
              created_at: '2024-02-29T22:30:00Z',
            },
            {
              mambu_deposit_id: 'C2',
              has_signed_contract: true,
              created_at: '2024-03-05T10:00:00Z',
            },
          ]),
        ],
      },
      '501',
    );
    expect(result.kind === 'portfolio' && result.deposit).toEqual({
      id: 'C2',
      companyId: 501,
      // 22:30 UTC on 29 February is 1 March in Helsinki.
      firstCreatedOn: '2024-03-01',
    });
  });
});
