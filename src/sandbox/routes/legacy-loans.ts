import type { FastifyInstance } from 'fastify';
import { LEGACY_INVOICE_STATUS, legacyLoanApi } from '#shared/api/legacy.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SandboxContext } from '../http/context.ts';
import { runUntil } from '../domain/engine/run.ts';
import { legacyBorrowerUsersOf } from '../domain/legacy/access.ts';
import {
  findLegacyInvoice,
  legacyLoansOf,
  type LegacyInvoiceView,
} from '../domain/legacy/borrower-loans.ts';
import { legacyInvoicePdf } from '../domain/legacy/invoice-pdf.ts';
import { forAnySession } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';

/** An invoice of a legacy user the session does not hold, or of no loan: as unknown as missing. */
export const NO_LEGACY_INVOICE = 'Legacy invoice not found';
/** Only an invoice still to be paid (INVOICED) can be downloaded. */
export const INVOICE_NOT_DOWNLOADABLE = 'Only an invoiced installment can be downloaded';

const invoiceWire = (invoice: LegacyInvoiceView) => ({
  InvoiceStatus: invoice.status,
  InvoiceNumber: invoice.number,
  TotalAmount: centsToEuroText(invoice.totalCents),
  PaidAmount: centsToEuroText(invoice.paidCents),
  DueDate: invoice.dueDate,
});

/**
 * The old platform's loans and invoices (borrower-and-shared.md §7), for a login of the old
 * platform or a new-system user onboarded from one: only its legacy borrower users' loans (none
 * for anyone else). The engine's days up to the clock run first, so plans and invoices are today's.
 */
export function registerLegacyLoanRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, legacyLoanApi.loans, forAnySession(ctx, 'required'), ({ session }, reply) => {
    runUntil(ctx.db, ctx.clock.now());
    const today = helsinkiToday(ctx.clock.now());
    const loans = legacyBorrowerUsersOf(ctx.db, session).flatMap((legacyUserId) =>
      legacyLoansOf(ctx.db, legacyUserId, today),
    );
    return answer(
      reply,
      legacyLoanApi.loans,
      loans.map((loan) => ({
        Reference: loan.reference,
        RemainingDebt: centsToEuroText(loan.remainingDebtCents),
        loanAccountState: loan.loanAccountState,
        InterestRate: loan.interestRate,
        LoanAmount: centsToEuroText(loan.amountCents),
        legacy_user_id: loan.legacyUserId,
        LoanPlan: loan.plan.map((row) => ({
          DueDate: row.dueDate,
          TotalAmount: centsToEuroText(row.totalCents),
          InterestAmount: centsToEuroText(row.interestCents),
          TotalFeeAmount: centsToEuroText(row.feeCents),
          DebtAmount: centsToEuroText(row.debtCents),
          Invoice: row.invoice && invoiceWire(row.invoice),
        })),
      })),
    );
  });

  route(app, legacyLoanApi.invoice, forAnySession(ctx, 'required'), ({ session, query }, reply) => {
    const legacyUserId = Number(query.legacy_user_id);
    if (!legacyBorrowerUsersOf(ctx.db, session).includes(legacyUserId)) {
      return sendError(reply, 404, NO_LEGACY_INVOICE);
    }
    runUntil(ctx.db, ctx.clock.now());
    const today = helsinkiToday(ctx.clock.now());
    const found = findLegacyInvoice(ctx.db, legacyUserId, query.id, today);
    if (!found) return sendError(reply, 404, NO_LEGACY_INVOICE);
    if (found.invoice.status !== LEGACY_INVOICE_STATUS.INVOICED) {
      return sendError(reply, 422, INVOICE_NOT_DOWNLOADABLE);
    }
    return answer(reply, legacyLoanApi.invoice, {
      Invoice: legacyInvoicePdf(found.loan, found.invoice).toString('base64'),
    });
  });
}
