import { z } from 'zod';
import { envelope, unusedAnswer } from './envelope.ts';
import { euroAmount } from './money.ts';
import { defineEndpoint } from './endpoint.ts';

export const legacyRole = z.enum(['investor', 'borrower']);

export const legacyUser = z.object({
  legacy_user_id: z.number().int(),
  legacy_role: legacyRole,
});
export type LegacyUser = z.infer<typeof legacyUser>;

export const legacyPersonalDetails = z.object({
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  SSN: z.string(),
  MobilePhone: z.string(),
  Gender: z.string(),
  Address: z.object({
    Country: z.string(),
    City: z.string(),
    Address: z.string(),
    PostCode: z.string(),
  }),
  Nationality: z.string(),
  isForeigner: z.boolean(),
});
export type LegacyPersonalDetails = z.infer<typeof legacyPersonalDetails>;

/** GET api/legacy/personal-details: data.data with token and legacy_users, plus the personal details. */
export const legacyPersonalDetailsResponse = envelope(
  legacyPersonalDetails.extend({
    token: z.string().nullable(),
    legacy_users: z.array(legacyUser),
  }),
);
export type LegacyPersonalDetailsPayload = z.infer<typeof legacyPersonalDetailsResponse>['data'];

/** The legacy (pre-2019) system's endpoints. */
export const legacyApi = {
  personalDetails: defineEndpoint({
    method: 'GET',
    path: 'api/legacy/personal-details',
    response: legacyPersonalDetailsResponse,
  }),
};

/** The legacy user whose fixed-rate portfolio a call is about (a query value, so text). */
export const legacyUserQuery = z.object({ legacy_user_id: z.string().regex(/^\d+$/) });

/**
 * The old fixed-rate portfolio's figures (investor.md §3 Legacy portfolio): amounts in euros on
 * the wire, integer cents once parsed; AvgROISinceStart and PortfolioGrowth are fractions.
 * StartTime and EndTime are the period the figures cover (the portfolio's start to today).
 */
export const legacyPortfolio = z.object({
  StartTime: z.string(),
  EndTime: z.string(),
  Deposits: euroAmount,
  Withdrawals: euroAmount,
  Fees: euroAmount,
  Investments: euroAmount,
  RepaidCapital: euroAmount,
  InterestPaid: euroAmount,
  FreeCapital: euroAmount,
  PortfolioValue: euroAmount,
  ReturnAfterCreditLossesAndFees: euroAmount,
  ActiveInvestments: euroAmount,
  CreditLosses: euroAmount,
  AvgROISinceStart: z.number().finite().nullable(),
  PortfolioGrowth: z.number().finite().nullable(),
  NrOfActiveInvestments: z.number().int().nonnegative(),
});
export type LegacyPortfolio = z.output<typeof legacyPortfolio>;

/** A party of a legacy transaction: the spec names only its Type. */
const legacyParty = z.object({ Type: z.string() });

/** One transaction of the old portfolio (investor.md §3 Legacy transaction). */
export const legacyTransaction = z.object({
  Created: z.string(),
  Amount: euroAmount,
  Type: z.string(),
  From: legacyParty,
  To: legacyParty,
});
export type LegacyTransaction = z.output<typeof legacyTransaction>;

/** POST api/legacy/withdraw: the amount in euros and the legacy user it is taken from. */
export const legacyWithdrawal = z.object({
  amount: euroAmount,
  legacy_user_id: z.number().int().positive(),
});

/** The old fixed-rate portfolio (investor.md §7): figures, transactions and withdrawal. */
export const legacyPortfolioApi = {
  portfolio: defineEndpoint({
    method: 'GET',
    path: 'api/legacy/portfolio',
    query: legacyUserQuery,
    response: envelope(legacyPortfolio),
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: 'api/legacy/transactions',
    query: legacyUserQuery,
    response: envelope(z.array(legacyTransaction)),
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: 'api/legacy/withdraw',
    body: legacyWithdrawal,
    response: unusedAnswer,
  }),
};
