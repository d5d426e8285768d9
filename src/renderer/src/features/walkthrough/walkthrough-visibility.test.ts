import { describe, expect, it } from 'vitest';
import { showsWalkthrough, type WalkthroughFacts } from './walkthrough-visibility.ts';

const CREATED = '2026-01-12T10:00:00Z';
const HOUR = 60 * 60 * 1000;
const fresh: WalkthroughFacts = {
  companyDeposit: false,
  portfolioValueCents: 0,
  firstDepositCreatedAt: CREATED,
  now: Date.parse(CREATED) + HOUR,
  outcome: null,
};

describe('showsWalkthrough', () => {
  it('shows for a new investor with a portfolio value of 0 and a fresh deposit account', () => {
    expect(showsWalkthrough(fresh)).toBe(true);
  });

  it('does not show once the portfolio has any value', () => {
    expect(showsWalkthrough({ ...fresh, portfolioValueCents: 1 })).toBe(false);
    expect(showsWalkthrough({ ...fresh, portfolioValueCents: 2_000_00 })).toBe(false);
  });

  it('shows up to exactly 3 days after the first deposit account, not a moment later', () => {
    const created = Date.parse(CREATED);
    expect(showsWalkthrough({ ...fresh, now: created + 72 * HOUR })).toBe(true);
    expect(showsWalkthrough({ ...fresh, now: created + 72 * HOUR + 1 })).toBe(false);
    expect(showsWalkthrough({ ...fresh, now: created + 30 * 24 * HOUR })).toBe(false);
  });

  it('does not show again once completed or skipped', () => {
    expect(showsWalkthrough({ ...fresh, outcome: 'completed' })).toBe(false);
    expect(showsWalkthrough({ ...fresh, outcome: 'skipped' })).toBe(false);
  });

  it('does not show on a company’s dashboard', () => {
    expect(showsWalkthrough({ ...fresh, companyDeposit: true })).toBe(false);
  });

  it('does not show when the creation time cannot be read', () => {
    expect(showsWalkthrough({ ...fresh, firstDepositCreatedAt: 'not a date' })).toBe(false);
  });
});
