/** The limits of a new application (§9 terms): at most 20 000 € and 84 months. */
export const LOAN_AMOUNT = { min: 1, max: 20_000 } as const;
export const LOAN_TERM = { min: 1, max: 84 } as const;

export interface LoanRequest {
  /** Whole euros, as `POST api/borrower/loan-application` takes them. */
  amount: number;
  /** Months. */
  terms: number;
}

export interface LoanRequestErrors {
  amount?: string;
  term?: string;
}

const WHOLE = /^\d+$/;

function whole(value: string, range: { min: number; max: number }): number | null {
  const text = value.trim();
  if (!WHOLE.test(text)) return null;
  const number = Number(text);
  return number >= range.min && number <= range.max ? number : null;
}

/**
 * The amount (whole euros, 1–20 000) and the term (whole months, 1–84) from the start page's
 * query or form; the errors are i18n keys.
 */
export function parseLoanRequest(
  amount: string,
  term: string,
): { ok: true; value: LoanRequest } | { ok: false; errors: LoanRequestErrors } {
  const parsedAmount = whole(amount, LOAN_AMOUNT);
  const parsedTerm = whole(term, LOAN_TERM);
  if (parsedAmount !== null && parsedTerm !== null) {
    return { ok: true, value: { amount: parsedAmount, terms: parsedTerm } };
  }
  const errors: LoanRequestErrors = {};
  if (parsedAmount === null) errors.amount = 'loanApplication:start.amountInvalid';
  if (parsedTerm === null) errors.term = 'loanApplication:start.termInvalid';
  return { ok: false, errors };
}
