import { describe, expect, it } from 'vitest';
import { investorOnboardingStep } from './onboarding-step.ts';

const deposit = (signed: boolean) => ({
  mambu_deposit_id: 'D1',
  has_signed_contract: signed,
  created_at: '2024-01-01T00:00:00.000Z',
});

describe('the signed-in user’s investor onboarding step (investor.md §4)', () => {
  it('is the questionnaire with no deposit yet', () => {
    expect(investorOnboardingStep({ force_aml_fill_in: false, deposits: [] })).toBe(
      '/onboarding/investor/aml',
    );
  });

  it('is the contract with an unsigned deposit', () => {
    expect(investorOnboardingStep({ force_aml_fill_in: false, deposits: [deposit(false)] })).toBe(
      '/onboarding/investor/contract',
    );
  });

  it('is the portfolio once a contract is signed', () => {
    expect(investorOnboardingStep({ force_aml_fill_in: false, deposits: [deposit(true)] })).toBe(
      '/dashboard/investor/fair-credit-portfolio',
    );
  });

  it('is the questionnaire whenever a refill is forced, whatever was signed', () => {
    expect(investorOnboardingStep({ force_aml_fill_in: true, deposits: [deposit(true)] })).toBe(
      '/onboarding/investor/aml',
    );
  });
});
