import { z } from 'zod';
import { envelope, unusedAnswer } from './envelope.ts';
import { euroAmount, withdrawalAmount } from './money.ts';
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
  amount: withdrawalAmount,
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

/**
 * Legacy invoice status codes (borrower-and-shared.md §4): a plan row without an invoice counts
 * as ready for invoicing; PAID_LATE is known by name only.
 */
export const LEGACY_INVOICE_STATUS = {
  READY_FOR_INVOICING: 40,
  INVOICED: 60,
  PARTIALLY_PAID: 80,
  PAID: 100,
  OVERPAID: 120,
  CANCELED: 140,
} as const;

export const legacyInvoice = z.object({
  InvoiceStatus: z.number().int(),
  InvoiceNumber: z.string().nullable(),
  TotalAmount: euroAmount,
  PaidAmount: euroAmount,
  DueDate: z.string(),
});
export type LegacyInvoice = z.output<typeof legacyInvoice>;

export const legacyLoanPlanEntry = z.object({
  DueDate: z.string(),
  TotalAmount: euroAmount,
  InterestAmount: euroAmount,
  TotalFeeAmount: euroAmount,
  DebtAmount: euroAmount,
  Invoice: legacyInvoice.nullable(),
});
export type LegacyLoanPlanEntry = z.output<typeof legacyLoanPlanEntry>;

/**
 * A loan of the old platform (borrower-and-shared.md §3 Legacy loan). `Reference` is also the
 * loan's id in `/restricted/borrower/fixed-rate-loan/{id}`; `InterestRate` is a fraction. The
 * loan-type banner reads the route: every legacy loan is a fixed-rate one (the banner's "fair",
 * variable-interest, wording is the new fair-credit loan's).
 */
export const legacyLoan = z.object({
  Reference: z.string(),
  RemainingDebt: euroAmount,
  loanAccountState: z.string(),
  InterestRate: z.number().finite(),
  LoanAmount: euroAmount,
  legacy_user_id: z.number().int(),
  LoanPlan: z.array(legacyLoanPlanEntry),
});
export type LegacyLoan = z.output<typeof legacyLoan>;

/** GET api/legacy/invoice: `id` is the invoice number; the answer is a base64 PDF. */
export const legacyInvoiceQuery = z.object({
  legacy_user_id: z.string().regex(/^\d+$/),
  id: z.string().min(1),
});

/** The old platform's loans and their invoices (borrower-and-shared.md §7). */
export const legacyLoanApi = {
  loans: defineEndpoint({
    method: 'GET',
    path: 'api/legacy/loans',
    response: envelope(z.array(legacyLoan)),
  }),
  invoice: defineEndpoint({
    method: 'GET',
    path: 'api/legacy/invoice',
    query: legacyInvoiceQuery,
    response: envelope(z.object({ Invoice: z.string().min(1) })),
  }),
};
