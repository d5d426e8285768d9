import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../shared/api/endpoints.ts';
import type { SandboxContext } from '../context.ts';
import { sendData, sendError } from '../http/replies.ts';

const applicationRow = z.object({
  amount_offered_cents: z.number(),
  term_offered_months: z.number(),
});

/**
 * What a broker offered, before the applicant logs in (the broker bank-login page shows it):
 * public, in whole euros and months. The language only picks texts the sandbox does not have.
 */
export function registerBrokerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const path = API.brokerLoanApplicationDetails('BLA').replace(/BLA$/, ':blaId');
  app.get<{ Params: { blaId: string } }>(`/${path}`, (request, reply) => {
    const row = ctx.db.get(
      applicationRow,
      'SELECT amount_offered_cents, term_offered_months FROM broker_applications WHERE bla_id = ?',
      request.params.blaId,
    );
    if (!row) return sendError(reply, 404, 'Not Found');
    return sendData(reply, {
      amount_offered: Math.round(row.amount_offered_cents / 100),
      term_offered: row.term_offered_months,
    });
  });
}
