import type { FastifyInstance } from 'fastify';
import { NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { legacyPortfolioApi } from '#shared/api/legacy.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import type { SandboxContext } from '../http/context.ts';
import { runUntil } from '../domain/engine/run.ts';
import { mayUseLegacyPortfolio } from '../domain/legacy/access.ts';
import { legacyPortfolioKpis } from '../domain/legacy/portfolio-kpis.ts';
import { legacyPortfolioTransactions } from '../domain/legacy/portfolio-transactions.ts';
import { requestLegacyWithdrawal } from '../domain/legacy/withdrawal.ts';
import type { Session } from '../domain/users/sessions.ts';
import { forAnySession } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';

/** A legacy user the session does not hold (or a borrower, or none): as unknown as a missing one. */
export const NO_LEGACY_PORTFOLIO = 'Legacy portfolio not found';

/**
 * The old fixed-rate portfolio's calls (investor.md §7), for a login of the old platform or a
 * new-system user onboarded from one; anyone else's legacy user is as unknown as a missing one.
 * The engine's days up to the clock run first, so the figures are today's.
 */
export function registerLegacyPortfolioRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const anySession = forAnySession(ctx, 'required');
  /** The legacy user a call names, if the session may use its portfolio; else undefined. */
  const portfolioOf = (session: Session, named: number | string): number | undefined => {
    const legacyUserId = Number(named);
    if (!mayUseLegacyPortfolio(ctx.db, session, legacyUserId)) return undefined;
    runUntil(ctx.db, ctx.clock.now());
    return legacyUserId;
  };

  route(app, legacyPortfolioApi.portfolio, anySession, ({ session, query }, reply) => {
    const legacyUserId = portfolioOf(session, query.legacy_user_id);
    if (legacyUserId === undefined) return sendError(reply, 404, NO_LEGACY_PORTFOLIO);
    const kpis = legacyPortfolioKpis(ctx.db, legacyUserId, helsinkiToday(ctx.clock.now()));
    return answer(reply, legacyPortfolioApi.portfolio, {
      ...kpis,
      Deposits: centsToEuroText(kpis.Deposits),
      Withdrawals: centsToEuroText(kpis.Withdrawals),
      Fees: centsToEuroText(kpis.Fees),
      Investments: centsToEuroText(kpis.Investments),
      RepaidCapital: centsToEuroText(kpis.RepaidCapital),
      InterestPaid: centsToEuroText(kpis.InterestPaid),
      FreeCapital: centsToEuroText(kpis.FreeCapital),
      PortfolioValue: centsToEuroText(kpis.PortfolioValue),
      ReturnAfterCreditLossesAndFees: centsToEuroText(kpis.ReturnAfterCreditLossesAndFees),
      ActiveInvestments: centsToEuroText(kpis.ActiveInvestments),
      CreditLosses: centsToEuroText(kpis.CreditLosses),
    });
  });

  route(app, legacyPortfolioApi.transactions, anySession, ({ session, query }, reply) => {
    const legacyUserId = portfolioOf(session, query.legacy_user_id);
    if (legacyUserId === undefined) return sendError(reply, 404, NO_LEGACY_PORTFOLIO);
    return answer(
      reply,
      legacyPortfolioApi.transactions,
      legacyPortfolioTransactions(ctx.db, legacyUserId).map((row) => ({
        Created: row.created,
        Amount: centsToEuroText(row.amountCents),
        Type: row.type,
        From: { Type: row.from },
        To: { Type: row.to },
      })),
    );
  });

  route(app, legacyPortfolioApi.withdraw, anySession, ({ session, body }, reply) => {
    const legacyUserId = portfolioOf(session, body.legacy_user_id);
    if (legacyUserId === undefined) return sendError(reply, 404, NO_LEGACY_PORTFOLIO);
    const outcome = requestLegacyWithdrawal(ctx.db, legacyUserId, body.amount, ctx.clock.now());
    if (outcome.ok) return answer(reply, legacyPortfolioApi.withdraw, { success: true });
    if (outcome.reason === 'not-enough-money') {
      return sendError(reply, 400, NOT_ENOUGH_MONEY_MESSAGE);
    }
    return sendInvalid(reply, {
      message: VALIDATION_FAILED,
      errors: { iban: [MESSAGES.required] },
    });
  });
}
