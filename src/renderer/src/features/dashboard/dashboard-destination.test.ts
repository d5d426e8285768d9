import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures.ts';
import { dashboardDestination } from './dashboard-destination.ts';

const signed = { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' };
const unsigned = { ...signed, has_signed_contract: false };
const loan = { mambu_loan_id: 'L1' };

describe('dashboardDestination', () => {
  it('stays on /dashboard with a signed contract and a loan', () => {
    expect(
      dashboardDestination(makeProfile({ deposits: [unsigned, signed], loans: [loan] })),
    ).toBeNull();
  });

  it('goes to the investor dashboard with a signed contract and no loan', () => {
    expect(dashboardDestination(makeProfile({ deposits: [signed] }))).toBe('/dashboard/investor');
  });

  it('goes to the borrower dashboard without a signed contract, loan or not', () => {
    expect(dashboardDestination(makeProfile({ deposits: [unsigned], loans: [loan] }))).toBe(
      '/dashboard/borrower',
    );
    expect(dashboardDestination(makeProfile())).toBe('/dashboard/borrower');
  });
});
