import type { FastifyInstance } from 'fastify';
import { borrowerApi } from '#shared/api/borrower.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { BASIS_POINTS_PER_UNIT } from '#shared/domain/finance/index.ts';
import type { SandboxContext } from '../http/context.ts';
import { borrowerLoanView } from '../domain/borrowers/loan-view.ts';
import { findLoanByMambuId, loansOfBorrower } from '../domain/engine/loans.ts';
import { runUntil } from '../domain/engine/run.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';

export const NO_LOAN = 'Loan not found';

const rate = (basisPoints: number) => basisPoints / BASIS_POINTS_PER_UNIT;

/**
 * The borrower's loans (borrower-and-shared.md §7): one loan's detail and the dashboard's amounts
 * left, for the session user's own loans only, after the engine has run up to the clock.
 */
export function registerBorrowerLoanRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, borrowerApi.loan, forUser(ctx, 'required'), ({ session, params }, reply) => {
    const now = ctx.clock.now();
    runUntil(ctx.db, now);
    const loan = findLoanByMambuId(ctx.db, params.mambuLoanId);
    if (!loan || loan.borrowerUserId !== session.userId) return sendError(reply, 404, NO_LOAN);
    const view = borrowerLoanView(ctx.db, loan, helsinkiToday(now));
    return answer(reply, borrowerApi.loan, {
      mambu_loan_id: loan.mambuLoanId ?? '',
      remaining_debt: centsToEuroText(view.remainingDebtCents),
      loanAccountState: view.state,
      interest_rate: rate(loan.annualRateBasisPoints),
      monthly_payment: centsToEuroText(view.monthlyPaymentCents),
      total_amount: centsToEuroText(loan.amountCents),
      due_day_of_month: loan.dueDay,
      reference_number: loan.referenceNumber ?? '',
      next_instalment: view.next && {
        due_date: view.next.dueDate,
        total_due_amount: centsToEuroText(view.next.totalDueCents),
      },
      instalments: view.installments.map((row) => ({
        due_date: row.installment.dueDate,
        total_due_amount: centsToEuroText(row.totalDueCents),
        total_paid_amount: centsToEuroText(row.totalPaidCents),
        encoded_key: row.encodedKey,
        interest: rate(row.installment.annualRateBasisPoints),
        interest_due: centsToEuroText(row.installment.interestCents),
        fees_due: centsToEuroText(row.installment.feeCents),
        principal_due: centsToEuroText(row.installment.principalCents),
        penalty_due: centsToEuroText(row.penaltyDueCents),
        discount: centsToEuroText(0),
        state: row.state,
      })),
    });
  });

  route(app, borrowerApi.allLoansAmountLeft, forUser(ctx, 'required'), ({ session }, reply) => {
    const now = ctx.clock.now();
    runUntil(ctx.db, now);
    const today = helsinkiToday(now);
    const views = loansOfBorrower(ctx.db, session.userId).map((loan) =>
      borrowerLoanView(ctx.db, loan, today),
    );
    const total = views.reduce((sum, view) => sum + view.remainingDebtCents, 0);
    return answer(reply, borrowerApi.allLoansAmountLeft, {
      total_loan_amount_left: centsToEuroText(total),
      loans: views.map((view) => ({
        loan_id: view.loan.mambuLoanId ?? '',
        status: view.state,
        loanLeft: centsToEuroText(view.remainingDebtCents),
      })),
    });
  });
}
