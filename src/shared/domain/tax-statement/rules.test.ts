import { describe, expect, it } from 'vitest';
import {
  costCents,
  illustrativeCapitalIncomeTax,
  lossYear,
  taxClassOf,
  useLosses,
} from './rules.ts';

describe('classification', () => {
  it('reads interest as income, fees as costs and the sales fee as the sale’s', () => {
    expect(taxClassOf('INTEREST_PAID')).toBe('interest');
    expect(taxClassOf('ADMINISTRATION_FEE')).toBe('cost');
    expect(taxClassOf('SUBSCRIPTION_FEE')).toBe('cost');
    expect(taxClassOf('TRANSACTION_FEE')).toBe('sale-fee');
    expect(taxClassOf('AUTOSELL_TRANSACTION')).toBe('sale');
    expect(taxClassOf('CREDIT_LOSS_AMOUNT')).toBe('write-off');
    expect(taxClassOf('CREDIT_LOSS_BUY_PRICE')).toBe('claim-sale');
  });

  it('leaves the investor’s own capital moves out', () => {
    for (const type of [
      'DEPOSIT',
      'WITHDRAWAL',
      'REPAID_CAPITAL',
      'INTERNAL_TRANSFER',
      'PENALTY',
    ]) {
      expect(taxClassOf(type)).toBe('none');
    }
  });

  it('counts a fee as a cost and a payback against the costs, whatever sign was sent', () => {
    expect(costCents('ADMINISTRATION_FEE', -500)).toBe(500);
    expect(costCents('ADMINISTRATION_FEE', 500)).toBe(500);
    expect(costCents('FEE_PAYBACK', 500)).toBe(-500);
  });
});

describe('the year a credit loss belongs to', () => {
  it('is the sale’s for a sold claim and the write-off’s otherwise', () => {
    expect(lossYear(2023, 2024)).toBe(2024);
    expect(lossYear(2023, null)).toBe(2023);
  });
});

describe('the illustrative capital income tax', () => {
  it('is 30 % up to 30 000 € and 34 % above, rounded half-up', () => {
    expect(illustrativeCapitalIncomeTax(3_000_000)).toBe(900_000);
    expect(illustrativeCapitalIncomeTax(3_000_100)).toBe(900_034);
    expect(illustrativeCapitalIncomeTax(5)).toBe(2);
    expect(illustrativeCapitalIncomeTax(0)).toBe(0);
    expect(illustrativeCapitalIncomeTax(-100)).toBe(0);
  });
});

describe('the use of transfer losses', () => {
  it('sets them against gains first, then other income, and carries the rest', () => {
    expect(
      useLosses({ transferGainsCents: 300, transferLossesCents: 1000, otherNetIncomeCents: 500 }),
    ).toEqual({
      againstGainsCents: 300,
      againstOtherIncomeCents: 500,
      carriedForwardCents: 200,
      taxBaseCents: 0,
    });
  });

  it('leaves the rest of the gains and income to tax', () => {
    expect(
      useLosses({ transferGainsCents: 300, transferLossesCents: 100, otherNetIncomeCents: 500 }),
    ).toEqual({
      againstGainsCents: 100,
      againstOtherIncomeCents: 0,
      carriedForwardCents: 0,
      taxBaseCents: 700,
    });
  });

  it('takes nothing from negative other income', () => {
    expect(
      useLosses({ transferGainsCents: 0, transferLossesCents: 100, otherNetIncomeCents: -50 }),
    ).toMatchObject({ againstOtherIncomeCents: 0, carriedForwardCents: 100, taxBaseCents: 0 });
  });
});
