import { describe, expect, it } from 'vitest';
import { investorDeposit } from './investor-deposit.ts';

const deposit = (id: string, signed: boolean, createdAt: string) => ({
  mambu_deposit_id: id,
  has_signed_contract: signed,
  created_at: createdAt,
});

describe('investorDeposit', () => {
  it('is the first signed deposit; the KPI start follows the first deposit account in Helsinki', () => {
    expect(
      investorDeposit({
        deposits: [
          deposit('OLD', false, '2020-02-09T22:30:00Z'),
          deposit('SIGNED', true, '2021-05-01T10:00:00Z'),
          deposit('LATER', true, '2022-01-01T10:00:00Z'),
        ],
      }),
    ).toEqual({ id: 'SIGNED', companyId: null, firstCreatedOn: '2020-02-10' });
  });

  it('is null without a signed deposit', () => {
    expect(investorDeposit({ deposits: [] })).toBeNull();
    expect(investorDeposit({ deposits: [deposit('D', false, '2024-01-01T10:00:00Z')] })).toBeNull();
  });
});
