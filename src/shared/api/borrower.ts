import { z } from 'zod';
import { MESSAGES } from '../domain/validation/messages.ts';
import { defineEndpoint, pathId } from './endpoint.ts';
import { envelope, unusedAnswer } from './envelope.ts';
import { euroAmount } from './money.ts';

/*
 * The borrower's calls (borrower-and-shared.md §3 Loan application, Borrower loan; §7). Amounts
 * are euros on the wire and integer cents once parsed; rates are fractions (0.099 is 9.90 %);
 * dates are `YYYY-MM-DD` and times ISO 8601. Where the spec names a value but no wire name (the
 * loan-status list's container), the name used is said at the field.
 */

/** The account-information provider an application uses (§3: nordigen-tink or neonomics). */
export const AISP_SERVICES = ['nordigen-tink', 'neonomics'] as const;
export const aispService = z.enum(AISP_SERVICES);
export type AispService = z.infer<typeof aispService>;

/** Due-date choices (§5): 31 is shown as the last of the month. */
export const DUE_DATE_CHOICES = [1, 10, 15, 20, 25, 31] as const;
export type DueDateChoice = (typeof DUE_DATE_CHOICES)[number];

/** One row of an offer's payment plan. `interest` is the period's nominal annual rate. */
export const paymentPlanRow = z.object({
  dueDate: z.string(),
  totalDue: euroAmount,
  interest: z.number().finite(),
  fees: euroAmount,
  principalAmount: euroAmount,
  interestAmount: euroAmount,
});
export type PaymentPlanRow = z.output<typeof paymentPlanRow>;

/** A bank the bank-choice provider (neonomics) offers. */
export const aispBank = z.object({ id: z.string(), bankDisplayName: z.string() });
export type AispBank = z.output<typeof aispBank>;

const applicationUser = z.object({
  id: z.number().int(),
  bank_accounts: z.array(z.object({ id: z.number().int(), IBAN: z.string() })),
});

/**
 * A loan application (§3). `state` 'bs4' means waiting for the consent step. `amount` is the
 * amount applied for, `amount_offered` what is offered (the screen adds `first_year_total_fee`,
 * §9); `terms` and `terms_offered` are months. `kreditz_check` true: the embedded frame provider;
 * otherwise `service` names the provider. `retry`: the applicant may try another account.
 */
export const loanApplication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: applicationUser.optional(),
  amount: euroAmount,
  terms: z.number().int().positive(),
  amount_offered: euroAmount.nullable(),
  terms_offered: z.number().int().positive().nullable(),
  installment_offered: euroAmount.nullable(),
  monthly_fee: euroAmount.nullable(),
  total_installment_offered: euroAmount.nullable(),
  average_nominal_interest: z.number().finite().nullable(),
  average_effective_annual_interest: z.number().finite().nullable(),
  first_year_total_fee: euroAmount.nullable(),
  payment_plan: z.array(paymentPlanRow).nullable(),
  approved: z.boolean(),
  due_date: z.number().int().nullable(),
  bank_account_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  retry: z.boolean(),
  link: z.string().nullable(),
  state: z.string().nullable(),
  redirect_url: z.string().nullable(),
  is_checked_ccis: z.boolean(),
  rejected: z.boolean(),
  kreditz_check: z.boolean(),
  kreditz_pending: z.boolean(),
  banks: z.array(aispBank).nullable(),
  broker_url: z.string().nullable(),
  broker_name: z.string().nullable(),
  service: aispService.nullable(),
});
export type LoanApplication = z.output<typeof loanApplication>;

/** The scoring statuses of `kreditz/scoring-check` (§4 step 4); any other is pending. */
export const SCORING_STATUS = {
  ready: 'SCORING_READY',
  notMainAccount: 'SCORING_NOT_MAIN_ACCOUNT',
  error: 'SCORING_ERROR',
  pending: 'SCORING_PENDING',
} as const;

/** The 400 of the older `scoring/check`: `retry` true sends the applicant to aisp-rejected. */
export const scoringCheckRejection = z.object({ message: z.string(), retry: z.boolean() });

/** A created application, or the rejection of one (§7: loan_application, rejected). */
export const applicationOutcome = z.object({
  loan_application: loanApplication,
  rejected: z.boolean(),
});

/** One installment of a new-type loan (§3 Borrower loan). `interest` is its nominal annual rate. */
export const loanInstalment = z.object({
  due_date: z.string(),
  total_due_amount: euroAmount,
  total_paid_amount: euroAmount,
  encoded_key: z.string(),
  interest: z.number().finite(),
  interest_due: euroAmount,
  fees_due: euroAmount,
  principal_due: euroAmount,
  penalty_due: euroAmount,
  discount: euroAmount,
  state: z.string(),
});
export type LoanInstalment = z.output<typeof loanInstalment>;

/**
 * A new-type loan (§3). `loanAccountState` is Mambu's (ACTIVE, ACTIVE_IN_ARREARS, PAID, CLOSED,
 * DEBT_COLLECTION, …; unknown reads as active); `total_amount` is the amount lent.
 */
export const borrowerLoan = z.object({
  mambu_loan_id: z.string(),
  remaining_debt: euroAmount,
  loanAccountState: z.string(),
  interest_rate: z.number().finite(),
  monthly_payment: euroAmount,
  total_amount: euroAmount,
  due_day_of_month: z.number().int(),
  reference_number: z.string(),
  next_instalment: z.object({ due_date: z.string(), total_due_amount: euroAmount }).nullable(),
  instalments: z.array(loanInstalment),
});
export type BorrowerLoan = z.output<typeof borrowerLoan>;

/** A loan of the status list (§3: loan_id, status, loanLeft). */
export const loanStatusItem = z.object({
  loan_id: z.string(),
  status: z.string(),
  loanLeft: euroAmount,
});
export type LoanStatusItem = z.output<typeof loanStatusItem>;

/**
 * GET api/borrower/dashboard/all-loans-amount-left: the total left and, under `loans` (the one
 * name the spec does not give), the status list.
 */
export const allLoansAmountLeft = z.object({
  total_loan_amount_left: euroAmount,
  loans: z.array(loanStatusItem),
});
export type AllLoansAmountLeft = z.output<typeof allLoansAmountLeft>;

const redirect = z.object({ redirect_url: z.string() });

/** The gateway's (Laravel's) words for a field of the loan application that breaks its rule. */
export const INVALID_TERMS = 'The terms must be a whole number of months.';
export const INVALID_DUE_DATE = 'The selected due date is invalid.';
export const INVALID_BANK_ACCOUNT = 'The selected bank account is invalid.';

/** A number field: missing is "required", anything else not a number `message`. */
const numberField = (message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : message) });

/** POST api/borrower/loan-application: whole euros and a whole number of months. */
export const createApplicationRequest = z.object({
  amount: numberField(MESSAGES.amount).int(MESSAGES.amount).positive(MESSAGES.amount),
  terms: numberField(INVALID_TERMS).int(INVALID_TERMS).positive(INVALID_TERMS),
});

/** PATCH …/{id}: one of the due-date choices and a bank account (which must be the user's). */
export const updateApplicationRequest = z.object({
  due_date: numberField(INVALID_DUE_DATE).refine(
    (day) => DUE_DATE_CHOICES.some((choice) => choice === day),
    INVALID_DUE_DATE,
  ),
  bank_account_id: numberField(INVALID_BANK_ACCOUNT).int(INVALID_BANK_ACCOUNT),
});

/** PATCH …/{id}/consent: the consent to the credit information check must be given (§5). */
export const consentRequest = z.object({
  is_checked_ccis: z
    .boolean({ error: MESSAGES.acceptTerms })
    .refine((checked) => checked, MESSAGES.acceptTerms),
});

/** The path of a loan application's calls: `{id}` is its id. */
const applicationPath = z.object({ id: pathId });

/** The borrower's loans and the loan application (borrower-and-shared.md §7). */
export const borrowerApi = {
  loan: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan/{mambuLoanId}',
    response: envelope(borrowerLoan),
  }),
  allLoansAmountLeft: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/dashboard/all-loans-amount-left',
    response: envelope(allLoansAmountLeft),
  }),
  createApplication: defineEndpoint({
    method: 'POST',
    path: 'api/borrower/loan-application',
    body: createApplicationRequest,
    response: envelope(applicationOutcome),
  }),
  activeApplication: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/active',
    response: envelope(loanApplication.nullable()),
  }),
  aispRedirect: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/{id}/aisp/redirect',
    params: applicationPath,
    response: envelope(redirect),
  }),
  aispBanks: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/{id}/aisp/bank',
    params: applicationPath,
    response: envelope(z.array(aispBank)),
  }),
  aispSession: defineEndpoint({
    method: 'POST',
    path: 'api/borrower/loan-application/{id}/aisp/session',
    params: applicationPath,
    body: z.object({ bank_id: z.string().min(1) }),
    response: envelope(redirect),
  }),
  aispTransactions: defineEndpoint({
    method: 'POST',
    path: 'api/borrower/loan-application/{id}/aisp/transactions',
    params: applicationPath,
    body: z.object({ code: z.string().min(1) }),
    response: unusedAnswer,
  }),
  scoringCheck: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/{id}/scoring/check',
    params: applicationPath,
    response: envelope(z.object({ success: z.literal(true) })),
  }),
  kreditzScoringCheck: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/{id}/kreditz/scoring-check',
    params: applicationPath,
    response: envelope(z.object({ status: z.string() })),
  }),
  kreditzScoringReady: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/{id}/kreditz/scoring-ready',
    params: applicationPath,
    response: envelope(z.object({ approved: z.boolean(), loanApplication: loanApplication })),
  }),
  kreditzRedirect: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/{id}/kreditz/redirect',
    params: applicationPath,
    response: envelope(redirect),
  }),
  kreditzLogEvent: defineEndpoint({
    method: 'POST',
    path: 'api/borrower/loan-application/{id}/kreditz/log-event',
    params: applicationPath,
    body: z.object({
      status: z.string().min(1),
      case_id: z.string().nullable().default(null),
      message: z.string().nullable().default(null),
    }),
    response: unusedAnswer,
  }),
  updateApplication: defineEndpoint({
    method: 'PATCH',
    path: 'api/borrower/loan-application/{id}',
    params: applicationPath,
    body: updateApplicationRequest,
    response: envelope(loanApplication),
  }),
  consent: defineEndpoint({
    method: 'PATCH',
    path: 'api/borrower/loan-application/{id}/consent',
    params: applicationPath,
    body: consentRequest,
    response: envelope(applicationOutcome.extend({ redirect_url: z.string().nullable() })),
  }),
  signLoan: defineEndpoint({
    method: 'POST',
    path: 'api/borrower/loan',
    body: z.object({ loan_application_id: z.number().int().positive() }),
    response: unusedAnswer,
  }),
};
