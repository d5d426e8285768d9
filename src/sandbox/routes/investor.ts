import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { investorApi } from '#shared/api/investor.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import type { SandboxContext } from '../http/context.ts';
import {
  depositTransactions,
  type DepositTransaction,
} from '../domain/investors/deposit-transactions.ts';
import { helsinkiDays } from '../domain/investors/helsinki-days.ts';
import { portfolioKpis } from '../domain/investors/portfolio-kpis.ts';
import { transactionsCsv } from '../domain/investors/transactions-csv.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';
import { sendStreamed } from '../http/streamed-body.ts';
import { answerStreamedList, type ListRow } from '../http/streamed-list.ts';
import { forDeposit, NO_DEPOSIT } from './deposit-access.ts';

type PortfolioTransactionText = ListRow<typeof investorApi.transactions>;

/** The rows as the list endpoint answers them (investor.md §3), one at a time. */
function* listRows(rows: Iterable<DepositTransaction>): Generator<PortfolioTransactionText> {
  for (const row of rows) {
    yield {
      created: row.created,
      from: row.from,
      to: row.to,
      amount: centsToEuroText(row.amountCents),
      type: row.type,
    };
  }
}

const referenceRow = z.object({ reference_number: z.string() });

/** The investor portfolio endpoints (investor.md §7), each figure read from the ledger. */
export function registerInvestorRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const ownDeposit = forDeposit(ctx, { runEngine: true });

  route(app, investorApi.kpis, ownDeposit, ({ deposit, query }, reply) =>
    answer(reply, investorApi.kpis, portfolioKpis(ctx.db, deposit, query.from_date, query.to_date)),
  );

  route(app, investorApi.transactions, ownDeposit, ({ deposit, query }, reply) => {
    const range = helsinkiDays(query.from_date, query.to_date);
    const rows = depositTransactions(ctx.db, deposit, { ...range, filter: query.type });
    return answerStreamedList(reply, investorApi.transactions, listRows(rows));
  });

  route(app, investorApi.transactionsCsv, ownDeposit, ({ deposit, query }, reply) => {
    const { from_date, to_date, type } = query;
    const rows = depositTransactions(ctx.db, deposit, {
      ...helsinkiDays(from_date, to_date),
      filter: type,
    });
    const name = `transactions-${deposit.mambuDepositId}-${from_date}-${to_date}.csv`;
    reply.header('content-disposition', `attachment; filename="${name}"`);
    return sendStreamed(reply, 'text/csv; charset=utf-8', transactionsCsv(rows));
  });

  route(app, investorApi.referenceNumber, forUser(ctx, 'required'), ({ session }, reply) => {
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
  });
}
