import { describe, expect, it } from 'vitest';
import { loanListings } from './applications.ts';
import { syntheticInvestorEvents } from './investors.ts';
import { WORLD_SETTINGS } from './settings.ts';

const listings = loanListings(WORLD_SETTINGS, '2026-11-25');

describe('the synthetic borrowers', () => {
  it('list from January 2020 up to the day asked, in listing order', () => {
    const days = listings.map((listing) => listing.day);
    expect(days[0]?.startsWith('2020-')).toBe(true);
    expect(days.every((day) => day >= '2020-01-01' && day <= '2026-11-25')).toBe(true);
    expect(days).toEqual([...days].sort());
  });

  it('ask 1 000–20 000 € over 12–84 months, both products, every behaviour', () => {
    const applications = listings.map((listing) => listing.application);
    for (const application of applications) {
      expect(application.amountCents).toBeGreaterThanOrEqual(100_000);
      expect(application.amountCents).toBeLessThanOrEqual(2_000_000);
      expect(application.termMonths).toBeGreaterThanOrEqual(12);
      expect(application.termMonths).toBeLessThanOrEqual(84);
      expect(application.dueDay).toBeGreaterThanOrEqual(1);
      expect(application.dueDay).toBeLessThanOrEqual(28);
    }
    expect(new Set(applications.map((a) => a.product))).toEqual(new Set(['fixed', 'reducing']));
    expect(new Set(applications.map((a) => a.behaviour))).toEqual(
      new Set(['punctual', 'tardy', 'defaulter']),
    );
  });

  it('keep every earlier listing the same when the world is asked for a later day', () => {
    const earlier = loanListings(WORLD_SETTINGS, '2023-06-30');
    expect(listings.slice(0, earlier.length)).toEqual(earlier);
    expect(listings.length).toBeGreaterThan(earlier.length);
  });

  it('change with the seed', () => {
    const other = loanListings({ ...WORLD_SETTINGS, seed: WORLD_SETTINGS.seed + 1 }, '2026-11-25');
    expect(other).not.toEqual(listings);
  });
});

describe('the synthetic investors', () => {
  it('join in the first month with autoinvest on and top up each quarter, never after today', () => {
    const events = syntheticInvestorEvents(WORLD_SETTINGS, '2022-12-31');
    const switches = events.filter((event) => event.kind === 'autoinvest');
    expect(switches).toHaveLength(WORLD_SETTINGS.investors);
    for (const event of switches) expect(event.day.startsWith('2020-01-')).toBe(true);
    expect(events.every((event) => event.day <= '2022-12-31')).toBe(true);
    const transfers = events.filter((event) => event.kind === 'transfer');
    // The joining transfer and one a quarter from April 2020 to the end of 2022 (11 quarters).
    expect(transfers).toHaveLength(WORLD_SETTINGS.investors * 12);
  });
});
