import { describe, expect, it } from 'vitest';
import { tableOfRows, type TransactionRow } from '#shared/domain/transaction-table.ts';
import { LAST_VIEW_LIMITS, lastPortfolioView } from '#shared/offline-view.ts';
import { asOfParts } from './as-of.ts';
import { depositLastView } from './deposit-view.ts';
import { legacyLastView, legacyTransactionsOf } from './legacy-view.ts';

const KPIS = {
  free_capital: 123_450,
  deposits: 2_500_000,
  withdrawals: 150_025,
  fees_paid: 8_760,
  nr_active_investments: 412,
  active_investments: 2_251_075,
  repaid_capital: 987_654,
  interest_paid: 152_010,
  portfolio_value: 2_374_525,
  credit_losses: 31_040,
  roi: 0.0523,
  portfolio_growth: null,
  reference_number: '1234561',
  total_value: undefined,
};

const row = (index: number): TransactionRow => ({
  created: `2026-01-${String(1 + (index % 28)).padStart(2, '0')}T08:00:00.000Z`,
  from: `LN${index}`,
  to: 'DEP1',
  amountCents: 100 + index,
  type: 'INTEREST_PAID',
});

describe('a portfolio’s last view', () => {
  it('keeps every figure the answer has and the list’s first rows in its order, as the contract reads them', () => {
    const rows = Array.from({ length: LAST_VIEW_LIMITS.rows + 5 }, (_, index) => row(index));
    const view = depositLastView({
      depositId: 'DEP1',
      kpis: KPIS,
      figuresRange: { from: '2025-11-30', to: '2026-01-15' },
      table: tableOfRows(rows),
      listRange: { from: '2025-12-15', to: '2026-01-15' },
      seenAt: Date.UTC(2026, 0, 15, 10),
    });
    expect(lastPortfolioView.parse(view)).toEqual(view);
    expect(view.portfolio).toBe('deposit:DEP1');
    expect(view.seenAt).toBe('2026-01-15T10:00:00.000Z');
    expect(Object.keys(view.figures)).not.toContain('total_value');
    expect(view.figures.portfolio_growth).toBeNull();
    expect(view.transactions.rows).toHaveLength(LAST_VIEW_LIMITS.rows);
    expect(view.transactions.rows[0]).toEqual(rows[0]);
    expect(view.transactions.total).toBe(LAST_VIEW_LIMITS.rows + 5);
  });

  it('gives the legacy list back its own rows', () => {
    const transactions = [
      {
        Created: '2026-01-14',
        Amount: -1234,
        Type: 'WITHDRAWAL',
        From: { Type: 'INVESTOR' },
        To: { Type: 'BANK' },
      },
    ];
    const portfolio = {
      StartTime: '2017-03-01',
      EndTime: '2026-01-15',
      Deposits: 1,
      Withdrawals: 2,
      Fees: 3,
      Investments: 4,
      RepaidCapital: 5,
      InterestPaid: 6,
      FreeCapital: 7,
      PortfolioValue: 8,
      ReturnAfterCreditLossesAndFees: 9,
      ActiveInvestments: 10,
      CreditLosses: 11,
      AvgROISinceStart: null,
      PortfolioGrowth: 0.01,
      NrOfActiveInvestments: 12,
    };
    const view = legacyLastView({ legacyUserId: 80501, portfolio, transactions, seenAt: 0 });
    expect(lastPortfolioView.parse(view)).toEqual(view);
    expect(view.portfolio).toBe('legacy:80501');
    expect(view.figures).toEqual(portfolio);
    expect(legacyTransactionsOf(view)).toEqual(transactions);
  });
});

describe('as of', () => {
  it('is the day and the time in Helsinki, winter and summer, with the Finnish time separator', () => {
    expect(asOfParts('2026-01-15T10:00:00.000Z', 'fi')).toEqual({
      date: '15.01.2026',
      time: '12.00',
    });
    expect(asOfParts('2026-01-15T10:00:00.000Z', 'en')).toEqual({
      date: '15.01.2026',
      time: '12:00',
    });
    expect(asOfParts('2026-07-01T21:30:00.000Z', 'sv')).toEqual({
      date: '02.07.2026',
      time: '00:30',
    });
  });
});
