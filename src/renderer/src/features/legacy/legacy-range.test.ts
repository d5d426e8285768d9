import { describe, expect, it } from 'vitest';
import {
  acceptsLegacyRange,
  initialLegacyRange,
  legacyDay,
  transactionsInRange,
} from './legacy-range.ts';

const TODAY = '2026-01-15';

const transaction = (Created: string) => ({
  Created,
  Amount: 100,
  Type: 'DEPOSIT',
  From: { Type: 'BANK' },
  To: { Type: 'INVESTOR' },
});

describe('the legacy portfolio’s range', () => {
  it('reads a timestamp as its day in Helsinki, and a calendar date as it is', () => {
    expect(legacyDay('2025-12-31T22:30:00Z')).toBe('2026-01-01');
    expect(legacyDay('2025-12-31')).toBe('2025-12-31');
    expect(legacyDay('not a date')).toBeNull();
  });

  it('starts at the portfolio’s start, or five years back for an older portfolio', () => {
    expect(initialLegacyRange('2024-03-01T00:00:00Z', TODAY)).toEqual({
      from: '2024-03-01',
      to: TODAY,
    });
    expect(initialLegacyRange('2016-05-01', TODAY)).toEqual({ from: '2021-01-15', to: TODAY });
  });

  it('ignores a range starting before the portfolio’s start date', () => {
    const start = '2024-03-01T10:00:00Z';
    expect(acceptsLegacyRange({ from: '2024-02-29', to: TODAY }, start)).toBe(false);
    expect(acceptsLegacyRange({ from: '2024-03-01', to: TODAY }, start)).toBe(true);
  });

  it('keeps the transactions within the range, both days included', () => {
    const list = [
      transaction('2026-01-11T08:00:00Z'),
      transaction('2026-01-10T21:59:00Z'),
      transaction('2026-01-09T22:00:00Z'), // 10.01 in Helsinki
      transaction('2026-01-09T21:00:00Z'),
    ];
    expect(
      transactionsInRange(list, { from: '2026-01-10', to: '2026-01-10' }).map((t) => t.Created),
    ).toEqual(['2026-01-10T21:59:00Z', '2026-01-09T22:00:00Z']);
  });
});
