import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dateRange, investorApi, transactionQuery } from '#shared/api/investor.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import type { SandboxContext } from '../http/context.ts';
import { runUntil } from '../domain/engine/run.ts';
import { depositOfUser, type UserDeposit } from '../domain/investors/deposit-of-user.ts';
import { depositTransactions } from '../domain/investors/deposit-transactions.ts';
import { helsinkiDays } from '../domain/investors/helsinki-days.ts';
import { portfolioKpis } from '../domain/investors/portfolio-kpis.ts';
import { transactionsCsv } from '../domain/investors/transactions-csv.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import { answer, pathParam, route } from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { validate } from '../http/validation.ts';

type DepositHandler = (
  deposit: UserDeposit,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

export const NO_DEPOSIT = 'Deposit not found';

const referenceRow = z.object({ reference_number: z.string() });

/** The investor portfolio endpoints (investor.md §7), each figure read from the ledger. */
export function registerInvestorRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /** A route on the user's own deposit `{id}`; someone else's is as unknown as a missing one. */
  const forDeposit = (handler: DepositHandler) =>
    forUser(ctx, 'required', (session: UserSession, request, reply) => {
      // Days that passed since the last call happen first, so the figures are today's.
      runUntil(ctx.db, ctx.clock.now());
      const deposit = depositOfUser(ctx.db, session.userId, pathParam(request, 'id'));
      if (!deposit) return sendError(reply, 404, NO_DEPOSIT);
      return handler(deposit, request, reply);
    });

  route(
    app,
    investorApi.kpis,
    forDeposit((deposit, request, reply) => {
      const query = validate(dateRange, request.query);
      if (!query.ok) return sendInvalid(reply, query.body);
      const { from_date, to_date } = query.value;
      return answer(reply, investorApi.kpis, portfolioKpis(ctx.db, deposit, from_date, to_date));
    }),
  );

  route(
    app,
    investorApi.transactions,
    forDeposit((deposit, request, reply) => {
      const query = validate(transactionQuery, request.query);
      if (!query.ok) return sendInvalid(reply, query.body);
      const range = helsinkiDays(query.value.from_date, query.value.to_date);
      const rows = depositTransactions(ctx.db, deposit, { ...range, filter: query.value.type });
      return answer(
        reply,
        investorApi.transactions,
        Array.from(rows, (row) => ({
          created: row.created,
          from: row.from,
          to: row.to,
          amount: centsToEuroText(row.amountCents),
          type: row.type,
        })),
      );
    }),
  );

  route(
    app,
    investorApi.transactionsCsv,
    forDeposit((deposit, request, reply) => {
      const query = validate(transactionQuery, request.query);
      if (!query.ok) return sendInvalid(reply, query.body);
      const { from_date, to_date, type } = query.value;
      const rows = depositTransactions(ctx.db, deposit, {
        ...helsinkiDays(from_date, to_date),
        filter: type,
      });
      const name = `transactions-${deposit.mambuDepositId}-${from_date}-${to_date}.csv`;
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(transactionsCsv(rows)));
    }),
  );

  route(
    app,
    investorApi.referenceNumber,
    forUser(ctx, 'required', (session: UserSession, _request, reply) => {
      const reference = ctx.db.get(
        referenceRow,
        `SELECT reference_number FROM deposits WHERE user_id = ? ORDER BY id LIMIT 1`,
        session.userId,
      );
      if (!reference) return sendError(reply, 404, NO_DEPOSIT);
      return answer(reply, investorApi.referenceNumber, {
        reference_number: reference.reference_number,
        type: 'deposit',
      });
    }),
  );
}
