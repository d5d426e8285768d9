import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';

/*
 * Answers of the borrower's loan calls as the gateway writes them: euros and fractions. The
 * manual clock's today is 2026-01-15 in Helsinki.
 */

/** `count` monthly installments from 2025-09-01; the first four paid, the rest pending. */
export function wireInstalments(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const month = 8 + index;
    const year = 2025 + Math.floor(month / 12);
    const dueDate = `${year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    return {
      due_date: dueDate,
      total_due_amount: 250.5,
      total_paid_amount: index < 4 ? 250.5 : 0,
      encoded_key: `I${index}`,
      interest: 0.069,
      interest_due: 14,
      fees_due: 3,
      principal_due: 233.5,
      penalty_due: 0,
      discount: 0,
      state: index < 4 ? 'PAID' : 'PENDING',
    };
  });
}

/** A reducing-rate loan of 2 800 € with 2 100 € left, the next installment on 1 February. */
export function wireLoan(overrides: Record<string, unknown> = {}) {
  return {
    mambu_loan_id: 'L1',
    remaining_debt: 2100,
    loanAccountState: 'ACTIVE',
    interest_rate: 0.069,
    monthly_payment: 250.5,
    total_amount: 2800,
    due_day_of_month: 1,
    reference_number: '1234561',
    next_instalment: { due_date: '2026-02-01', total_due_amount: 250.5 },
    instalments: wireInstalments(12),
    ...overrides,
  };
}

/** A fake API answering the loan list and the given loans by their id. */
export function borrowerLoansApi(
  loans: ReadonlyArray<ReturnType<typeof wireLoan>> = [wireLoan()],
  status: Array<{ loan_id: string; status: string; loanLeft: number }> = loans.map((loan) => ({
    loan_id: loan.mambu_loan_id,
    status: loan.loanAccountState,
    loanLeft: loan.remaining_debt,
  })),
): FakeApi {
  const api = createFakeApi();
  api.on('GET', 'api/borrower/dashboard/all-loans-amount-left', {
    status: 200,
    body: envelope({
      total_loan_amount_left: status.reduce((sum, item) => sum + item.loanLeft, 0),
      loans: status,
    }),
  });
  for (const loan of loans) {
    api.on('GET', `api/borrower/loan/${loan.mambu_loan_id}`, {
      status: 200,
      body: envelope(loan),
    });
  }
  return api;
}
