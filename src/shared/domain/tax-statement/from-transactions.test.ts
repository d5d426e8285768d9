import { describe, expect, it } from 'vitest';
import { depositTaxYears, legacyTaxYears } from './from-transactions.ts';

const context = { holder: 'person', today: '2026-03-01' } as const;

describe('depositTaxYears', () => {
  it('counts a row in the Helsinki year it was made in', () => {
    // 22.30 UTC on New Year's Eve is already 0.30 on 1 January in Helsinki.
    const [year] = depositTaxYears(
      [
        {
          created: '2023-12-31T22:30:00.000Z',
          from: 'LN1',
          to: 'D1',
          amountCents: 1_000,
          type: 'INTEREST_PAID',
        },
      ],
      'D1',
      context,
    );
    expect(year).toMatchObject({ year: 2024, interestCents: 1_000, loansNamed: true });
  });

  it('reads an instant with an offset by itself, not by the previous row’s hour', () => {
    // 21.30 UTC is 23.30 in Helsinki on 31 December; 21.30 at −01:00 is already 00.30 on 1 January.
    const interest = (created: string) =>
      ({ created, from: 'LN1', to: 'D1', amountCents: 100, type: 'INTEREST_PAID' }) as const;
    const years = depositTaxYears(
      [interest('2023-12-31T21:30:00.000Z'), interest('2023-12-31T21:30:00-01:00')],
      'D1',
      context,
    );
    expect(years.map((y) => [y.year, y.interestCents])).toEqual([
      [2024, 100],
      [2023, 100],
    ]);
  });

  it('names a loss by the party that is not the portfolio', () => {
    const years = depositTaxYears(
      [
        {
          created: '2024-06-01T09:00:00.000Z',
          from: 'LN5',
          to: 'D1',
          amountCents: 500,
          type: 'CREDIT_LOSS_BUY_PRICE',
        },
        {
          created: '2024-03-01T09:00:00.000Z',
          from: 'LN5',
          to: 'LN5',
          amountCents: -2_000,
          type: 'CREDIT_LOSS_AMOUNT',
        },
        {
          created: '2022-03-01T09:00:00.000Z',
          from: 'D1',
          to: 'LN5',
          amountCents: -2_000,
          type: 'INVESTMENTS',
        },
      ],
      'D1',
      context,
    );
    expect(years.map((y) => y.year)).toEqual([2024, 2022]);
    expect(years[0]?.creditLosses).toEqual([
      expect.objectContaining({ loan: 'LN5', investedOn: '2022-03-01', resultCents: -1_500 }),
    ]);
  });
});

describe('legacyTaxYears', () => {
  it('reads the old portfolio’s rows without loans', () => {
    const [year] = legacyTaxYears(
      [
        {
          Created: '2019-05-01T09:00:00.000Z',
          Amount: 800,
          Type: 'INTEREST_PAID',
          From: { Type: 'LOAN' },
          To: { Type: 'INVESTOR' },
        },
        {
          Created: '2019-05-01T09:00:00.000Z',
          Amount: -400,
          Type: 'ADMINISTRATION_FEE',
          From: { Type: 'INVESTOR' },
          To: { Type: 'SERVICE' },
        },
      ],
      { ...context, holder: 'company' },
    );
    expect(year).toMatchObject({
      year: 2019,
      loansNamed: false,
      netInterestCents: 400,
      personal: null,
    });
  });
});
