import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../http/context.ts';
import { insertBulkInvestor } from '../world/bulk/bulk-investor.ts';
import { issueToken } from '../domain/users/sessions.ts';
import { validate } from '../http/validation.ts';

/** Two million entries at most: a bench's million with room, and a bound on one request's work. */
export const MAX_BULK_TRANSACTIONS = 2_000_000;

const bulkInvestorRequest = z
  .object({
    transactions: z.number().int().min(1).max(MAX_BULK_TRANSACTIONS),
    years: z.number().int().min(1).max(20).optional(),
  })
  .strict();

/**
 * `POST /__sandbox/bulk-investor {transactions, years?}`: a new investor with a signed deposit and
 * that many ledger entries over the last years (five by default), for benchmarks. Answers how to
 * be them: the phone number for the SMS login, a session token, and the deposit's id. Registered
 * inside the control scope (loopback, control secret).
 */
export function registerBulkInvestorRoute(control: FastifyInstance, ctx: SandboxContext): void {
  control.post('/bulk-investor', (request, reply) => {
    const parsed = validate(bulkInvestorRequest, request.body);
    if (!parsed.ok) return reply.code(422).send(parsed.body);
    const now = ctx.clock.now();
    const started = performance.now();
    const investor = insertBulkInvestor(ctx.db, { ...parsed.value, now });
    const token = issueToken(ctx.db, { userId: investor.userId }, now);
    return reply.code(201).send({
      persona_id: investor.personaId,
      user_id: investor.userId,
      mobile_phone: investor.phone,
      deposit_id: investor.depositId,
      token,
      transactions: investor.transactions,
      first_booked_at: investor.firstBookedAt,
      last_booked_at: investor.lastBookedAt,
      seconds: Math.round(performance.now() - started) / 1000,
    });
  });
}
