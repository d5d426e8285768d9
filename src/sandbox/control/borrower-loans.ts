import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SandboxContext } from '../http/context.ts';
import { payNextInstallment, setBorrowerPayments } from '../domain/engine/borrower-loans.ts';
import { findLoanByMambuId } from '../domain/engine/loans.ts';
import { runUntil } from '../domain/engine/run.ts';
import { validate } from '../http/validation.ts';

const paymentsRequest = z.object({ payments: z.enum(['on-due-date', 'unpaid']) }).strict();
const loanParams = z.object({ mambuLoanId: z.string() });

/**
 * A demo's say over how a real user's loan is paid (registered inside the control scope:
 * loopback, control secret); the engine first runs up to the clock.
 * - `POST /__sandbox/borrower-loans/{mambuLoanId}/pay-next`: the oldest unpaid installment is
 *   paid in full now (409 when the loan is not paid out yet, repaid or in debt collection).
 * - `POST /__sandbox/borrower-loans/{mambuLoanId}/payments {payments}`: 'unpaid' leaves every
 *   installment unpaid from now on, so the loan falls into arrears, reminders and debt
 *   collection as the clock moves; 'on-due-date' (the default) pays each on its due date again,
 *   the overdue ones on the next day the engine runs.
 */
export function registerBorrowerLoanControlRoutes(
  control: FastifyInstance,
  ctx: SandboxContext,
): void {
  const loanOf = (params: unknown) => {
    runUntil(ctx.db, ctx.clock.now());
    return findLoanByMambuId(ctx.db, loanParams.parse(params).mambuLoanId);
  };

  control.post('/borrower-loans/:mambuLoanId/pay-next', (request, reply) => {
    const loan = loanOf(request.params);
    if (!loan) return reply.code(404).send({ message: 'Loan not found' });
    const paid = payNextInstallment(ctx.db, loan.id, helsinkiToday(ctx.clock.now()));
    if (!paid) return reply.code(409).send({ message: 'The loan has no installment to pay now' });
    return { installment: paid.number, due_date: paid.dueDate };
  });

  control.post('/borrower-loans/:mambuLoanId/payments', (request, reply) => {
    const parsed = validate(paymentsRequest, request.body);
    if (!parsed.ok) return reply.code(422).send(parsed.body);
    const loan = loanOf(request.params);
    if (!loan) return reply.code(404).send({ message: 'Loan not found' });
    setBorrowerPayments(ctx.db, loan, parsed.value.payments);
    return { payments: parsed.value.payments };
  });
}
