import { describe, expect, it } from 'vitest';
import { createTaxLedger, type StatementContext, type TaxMove } from './tax-year.ts';

/*
 * Years worked out by hand, independently of the code (the figures in the comments are the
 * hand calculation; amounts in cents). A person's portfolio unless the test says otherwise.
 */

const person: StatementContext = { holder: 'person', today: '2026-02-01', loansNamed: true };

const move = (day: string, type: string, amountCents: number, loan: string | null = null) =>
  ({ day, type, amountCents, loan }) satisfies TaxMove;

function ledgerOf(moves: TaxMove[]) {
  const ledger = createTaxLedger();
  // Newest first, as the gateway sends them.
  for (const m of [...moves].reverse()) ledger.add(m);
  return ledger;
}

describe('a plain year', () => {
  // Interest 400 + 500 + 300 = 1 200,00 €; the administration fee is half: 600,00 €.
  // Net 600,00 €, no transfers: tax 30 % of 600,00 = 180,00 €.
  const ledger = ledgerOf([
    move('2024-01-05', 'DEPOSIT', 1_000_000),
    move('2024-01-06', 'INVESTMENTS', -500_000, 'LN1'),
    move('2024-03-01', 'INTEREST_PAID', 40_000, 'LN1'),
    move('2024-03-01', 'ADMINISTRATION_FEE', -20_000, 'LN1'),
    move('2024-06-01', 'INTEREST_PAID', 50_000, 'LN1'),
    move('2024-06-01', 'ADMINISTRATION_FEE', -25_000, 'LN1'),
    move('2024-09-01', 'REPAID_CAPITAL', 100_000, 'LN1'),
    move('2024-12-01', 'INTEREST_PAID', 30_000, 'LN1'),
    move('2024-12-01', 'ADMINISTRATION_FEE', -15_000, 'LN1'),
  ]);
  const year = ledger.statement(2024, person);

  it('counts the interest as capital income and the fee as its cost', () => {
    expect(year.interestCents).toBe(120_000);
    expect(year.costs).toEqual([{ type: 'ADMINISTRATION_FEE', cents: 60_000 }]);
    expect(year.netInterestCents).toBe(60_000);
  });

  it('leaves deposits, investments and repaid capital out', () => {
    expect(year.transferLossesCents).toBe(0);
    expect(year.transferGainsCents).toBe(0);
    expect(year.sales).toEqual([]);
    expect(year.creditLosses).toEqual([]);
  });

  it('taxes the net at 30 %', () => {
    expect(year.personal).toMatchObject({ taxBaseCents: 60_000, illustrativeTaxCents: 18_000 });
    expect(year.unfinished).toBe(false);
  });

  it('offers the years with transactions, newest first; the current year is unfinished', () => {
    const later = ledgerOf([
      move('2023-05-01', 'DEPOSIT', 100),
      move('2026-01-10', 'INTEREST_PAID', 100),
    ]);
    expect(later.years()).toEqual([2026, 2023]);
    expect(later.statement(2026, person).unfinished).toBe(true);
  });
});

describe('rows out of time order', () => {
  it('counts each in its own year', () => {
    const ledger = createTaxLedger();
    for (const m of [
      move('2024-03-01', 'INTEREST_PAID', 100),
      move('2023-03-01', 'INTEREST_PAID', 20),
      move('2024-03-01', 'INTEREST_PAID', 3),
    ]) {
      ledger.add(m);
    }
    expect(ledger.statement(2024, person).interestCents).toBe(103);
    expect(ledger.statement(2023, person).interestCents).toBe(20);
  });
});

describe('a loss written off in December and its claim sold in March', () => {
  // LN7: bought 10.5.2022; 800,00 € written off 15.12.2023; the claim sold 14.3.2024 for 120,00 €.
  // 2023: the loss is not final yet (its claim is sold in 2024): net interest 300 − 150 = 150,00,
  //       tax 45,00 €.
  // 2024: loss 800,00 − 120,00 = 680,00 €, no gains; against the net interest 100 − 50 = 50,00;
  //       630,00 € carried forward; tax 0.
  const moves = [
    move('2022-05-10', 'INVESTMENTS', -100_000, 'LN7'),
    move('2023-06-01', 'INTEREST_PAID', 30_000, 'LN7'),
    move('2023-06-01', 'ADMINISTRATION_FEE', -15_000, 'LN7'),
    move('2023-12-15', 'CREDIT_LOSS_AMOUNT', -80_000, 'LN7'),
    move('2024-02-01', 'INTEREST_PAID', 10_000, 'LN8'),
    move('2024-02-01', 'ADMINISTRATION_FEE', -5_000, 'LN8'),
    move('2024-03-14', 'CREDIT_LOSS_BUY_PRICE', 12_000, 'LN7'),
  ];
  const ledger = ledgerOf(moves);
  const line = {
    loan: 'LN7',
    investedOn: '2022-05-10',
    writtenOffOn: '2023-12-15',
    capitalLostCents: 80_000,
    recoveredOn: '2024-03-14',
    recoveredCents: 12_000,
    finalYear: 2024,
    resultCents: -68_000,
  };

  it('shows the loan in the write-off year as belonging to the next year, out of its totals', () => {
    const year = ledger.statement(2023, person);
    expect(year.creditLosses).toEqual([{ ...line, placement: 'sold-later' }]);
    expect(year.transferLossesCents).toBe(0);
    expect(year.personal).toMatchObject({ taxBaseCents: 15_000, illustrativeTaxCents: 4_500 });
  });

  it('counts the capital lost less the price in the year of the sale', () => {
    const year = ledger.statement(2024, person);
    expect(year.creditLosses).toEqual([{ ...line, placement: 'final' }]);
    expect(year.transferLossesCents).toBe(68_000);
    expect(year.personal).toEqual({
      againstGainsCents: 0,
      againstOtherIncomeCents: 5_000,
      carriedForwardCents: 63_000,
      taxBaseCents: 0,
      illustrativeTaxCents: 0,
    });
  });

  it('gives a company the same figures without the personal-tax lines', () => {
    const year = ledger.statement(2024, { ...person, holder: 'company' });
    expect(year.personal).toBeNull();
    expect(year.transferLossesCents).toBe(68_000);
    expect(year.creditLosses).toHaveLength(1);
  });

  it('counts an unsold write-off in its own year', () => {
    // Without the sale the 800,00 € is final in 2023: against the net interest 150,00, 650,00
    // carried forward.
    const unsold = ledgerOf(moves.filter((m) => m.type !== 'CREDIT_LOSS_BUY_PRICE'));
    const year = unsold.statement(2023, person);
    expect(year.creditLosses[0]).toMatchObject({ placement: 'final', resultCents: -80_000 });
    expect(year.personal).toMatchObject({
      againstOtherIncomeCents: 15_000,
      carriedForwardCents: 65_000,
    });
  });

  it('without loans named, shows each write-off and price in its own year', () => {
    const legacy = ledgerOf(moves.map((m) => ({ ...m, loan: null })));
    const context = { ...person, loansNamed: false };
    expect(legacy.statement(2023, context).transferLossesCents).toBe(80_000);
    expect(legacy.statement(2024, context).transferGainsCents).toBe(12_000);
  });
});

describe('a year with an autosell', () => {
  // Three parts sold at their capital, 5 000 + 2 500 + 2 500 = 10 000,00 €, acquisition cost the
  // same; the 1 % sales fee 100,00 € is the transfer's cost: a loss of 100,00 €. Interest
  // 2 000,00, fee 1 000,00: net 1 000,00; the loss is set against it; base 900,00, tax 270,00.
  const ledger = ledgerOf([
    move('2025-02-01', 'INTEREST_PAID', 200_000),
    move('2025-02-01', 'ADMINISTRATION_FEE', -100_000),
    move('2025-05-02', 'AUTOSELL_TRANSACTION', 500_000, 'LN3'),
    move('2025-05-02', 'AUTOSELL_TRANSACTION', 250_000, 'LN4'),
    move('2025-05-03', 'AUTOSELL_TRANSACTION', 250_000, 'LN5'),
    move('2025-05-03', 'TRANSACTION_FEE', -10_000),
    move('2025-05-03', 'WITHDRAWAL', -990_000),
  ]);
  const year = ledger.statement(2025, person);

  it('lists the sales with their price, cost and fee, the fee not among the costs', () => {
    expect(year.sales.map((sale) => sale.loan)).toEqual(['LN3', 'LN4', 'LN5']);
    expect(year.salesPriceCents).toBe(1_000_000);
    expect(year.salesAcquisitionCents).toBe(1_000_000);
    expect(year.salesFeeCents).toBe(10_000);
    expect(year.salesResultCents).toBe(-10_000);
    expect(year.costsCents).toBe(100_000);
  });

  it('sets the sale loss against the net interest', () => {
    expect(year.transferLossesCents).toBe(10_000);
    expect(year.personal).toMatchObject({
      againstOtherIncomeCents: 10_000,
      carriedForwardCents: 0,
      taxBaseCents: 90_000,
      illustrativeTaxCents: 27_000,
    });
  });
});

describe('a year over 30 000 € of capital income', () => {
  // Interest 90 000,00; fee 45 000,00; fee payback 10,00: costs 44 990,00, net 45 010,00.
  // A loss of 1 000,00 written off in January, never sold: base 44 010,00.
  // Tax: 30 % of 30 000,00 = 9 000,00, plus 34 % of 14 010,00 = 4 763,40: 13 763,40 €.
  const ledger = ledgerOf([
    move('2025-01-20', 'CREDIT_LOSS_AMOUNT', -100_000, 'LN9'),
    move('2025-06-30', 'INTEREST_PAID', 9_000_000),
    move('2025-06-30', 'ADMINISTRATION_FEE', -4_500_000),
    move('2025-07-01', 'FEE_PAYBACK', 1_000),
  ]);
  const year = ledger.statement(2025, person);

  it('shows the fee payback as its own line taken from the costs', () => {
    expect(year.costs).toEqual([
      { type: 'ADMINISTRATION_FEE', cents: 4_500_000 },
      { type: 'FEE_PAYBACK', cents: -1_000 },
    ]);
    expect(year.netInterestCents).toBe(4_501_000);
  });

  it('taxes the part above 30 000 € at 34 %', () => {
    expect(year.personal).toMatchObject({
      againstOtherIncomeCents: 100_000,
      taxBaseCents: 4_401_000,
      illustrativeTaxCents: 1_376_340,
    });
  });
});
