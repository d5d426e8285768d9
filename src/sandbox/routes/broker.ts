import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../http/context.ts';
import { sendError } from '../http/replies.ts';
import { brokerApi } from '#shared/api/broker.ts';
import { answer, route } from '../http/endpoint-route.ts';

const applicationRow = z.object({
  amount_offered_cents: z.number(),
  term_offered_months: z.number(),
});

/**
 * What a broker offered, before the applicant logs in (the broker bank-login page shows it):
 * public, in whole euros and months. The language only picks texts the sandbox does not have.
 */
export function registerBrokerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const endpoint = brokerApi.loanApplicationDetails;
  route(app, endpoint, ({ params }, reply) => {
    const row = ctx.db.get(
      applicationRow,
      'SELECT amount_offered_cents, term_offered_months FROM broker_applications WHERE bla_id = ?',
      params.id,
    );
    if (!row) return sendError(reply, 404, 'Not Found');
    return answer(reply, endpoint, {
      amount_offered: Math.round(row.amount_offered_cents / 100),
      term_offered: row.term_offered_months,
    });
  });
}
