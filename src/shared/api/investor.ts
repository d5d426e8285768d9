import { z } from 'zod';
import { TRANSACTION_FILTERS } from '../domain/transactions.ts';
import { defineEndpoint } from './endpoint.ts';
import { envelope, unusedAnswer } from './envelope.ts';
import { euroAmount, withdrawalAmount } from './money.ts';

/** A calendar date as the investor endpoints take it (investor.md §7: YYYY-MM-DD). */
export const isoDate = z.iso.date();

export const dateRange = z.object({ from_date: isoDate, to_date: isoDate });

/**
 * The portfolio's figures for a date range (investor.md §3 Investor portfolio KPIs): amounts
 * in euros on the wire, integer cents once parsed; `roi` and `portfolio_growth` are fractions.
 * Total value and sellable capital are shown too, but the spec names no field for them: they
 * are read when the gateway sends them.
 */
export const portfolioKpis = z.object({
  free_capital: euroAmount,
  deposits: euroAmount,
  withdrawals: euroAmount,
  fees_paid: euroAmount,
  nr_active_investments: z.number().int().nonnegative(),
  active_investments: euroAmount,
  repaid_capital: euroAmount,
  interest_paid: euroAmount,
  portfolio_value: euroAmount,
  credit_losses: euroAmount,
  /** Annual return since the start, XIRR; null when it cannot be computed. */
  roi: z.number().finite().nullable(),
  portfolio_growth: z.number().finite().nullable(),
  reference_number: z.string(),
  total_value: euroAmount.optional(),
  sellable_capital: euroAmount.optional(),
});
export type PortfolioKpis = z.output<typeof portfolioKpis>;

/** One transaction of the new portfolio (investor.md §3): the type is open (see TRANSACTION_TYPES). */
export const portfolioTransaction = z.object({
  created: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  amount: euroAmount,
  type: z.string(),
});
export type PortfolioTransaction = z.output<typeof portfolioTransaction>;

export const transactionQuery = dateRange.extend({
  type: z.enum(TRANSACTION_FILTERS).default('ALL'),
});

export const referenceNumber = z.object({ reference_number: z.string(), type: z.string() });

export const autosellStatus = z.object({
  active: z.boolean(),
  requestedAmount: euroAmount,
  remainingAmountToSell: euroAmount,
});
export type AutosellStatus = z.output<typeof autosellStatus>;

/** Autoinvest of one deposit (investor.md §3 Autoinvest). */
export const autoinvestStatus = z.object({
  is_active: z.boolean(),
  is_enabled: z.boolean(),
  signing_right: z.boolean().nullish(),
  company_id: z.number().int().nullish(),
});
export type AutoinvestStatus = z.output<typeof autoinvestStatus>;

const withdrawal = z.object({ amount: withdrawalAmount });

/** A CSV file: main streams it to disk, nothing parses it. */
const csvFile = z.unknown();

/** The investor's portfolio (investor.md §7): `{id}` is the deposit's mambu_deposit_id. */
export const investorApi = {
  kpis: defineEndpoint({
    method: 'GET',
    path: 'api/investor/deposit/{id}',
    query: dateRange,
    response: envelope(portfolioKpis),
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: 'api/investor/deposit/{id}/transaction',
    query: transactionQuery,
    response: envelope(z.array(portfolioTransaction)),
  }),
  transactionsCsv: defineEndpoint({
    method: 'GET',
    path: 'api/investor/deposit/{id}/transaction/download',
    query: transactionQuery,
    response: csvFile,
  }),
  referenceNumber: defineEndpoint({
    method: 'GET',
    path: 'api/investor/funds/reference-number',
    response: envelope(referenceNumber),
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: 'api/investor/deposit/{id}/withdraw',
    body: withdrawal,
    response: unusedAnswer,
  }),
  autosellWithdraw: defineEndpoint({
    method: 'POST',
    path: 'api/investor/deposit/{id}/auto-sell/withdraw',
    body: withdrawal,
    response: unusedAnswer,
  }),
  autosellCancel: defineEndpoint({
    method: 'POST',
    path: 'api/investor/deposit/{id}/auto-sell/cancel',
    response: unusedAnswer,
  }),
  autosellStatus: defineEndpoint({
    method: 'GET',
    path: 'api/investor/deposit/{id}/auto-sell/status',
    response: envelope(autosellStatus),
  }),
  autoinvestStatus: defineEndpoint({
    method: 'GET',
    path: 'api/investor/deposit/{id}/auto-invest/status',
    response: envelope(autoinvestStatus),
  }),
  autoinvestToggle: defineEndpoint({
    method: 'PATCH',
    path: 'api/investor/deposit/{id}/auto-invest/toggle',
    response: unusedAnswer,
  }),
};

/** The message of a withdrawal above the available amount (investor.md §8). */
export const NOT_ENOUGH_MONEY_MESSAGE = 'Not enough money available';
