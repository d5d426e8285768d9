import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { investorApi, NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { centsToEuroText, euroAmount } from '#shared/api/money.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import type { SandboxContext } from '../http/context.ts';
import { autoinvestIsActive } from '../domain/engine/autoinvest-state.ts';
import { activeAutosell } from '../domain/engine/autosell-requests.ts';
import { autosellStatus } from '../domain/engine/autosell.ts';
import { choosesAutoinvest, setAutoinvest } from '../domain/engine/investors.ts';
import {
  requestAutosell,
  requestAutosellCancel,
  requestWithdrawal,
  type RequestOutcome,
} from '../domain/engine/money-requests.ts';
import { runUntil } from '../domain/engine/run.ts';
import type { Investor } from '../domain/engine/types.ts';
import { depositAuthority, hasBankAccount } from '../domain/investors/deposit-authority.ts';
import { depositOfUser } from '../domain/investors/deposit-of-user.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import { answer, pathParam, route } from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED, validate } from '../http/validation.ts';
import { NO_DEPOSIT } from './investor.ts';

/** A company representative without signing right 2 (investor.md §6). */
export const NO_SIGNING_RIGHT = 'Signing right does not allow withdrawal or autoinvest';
export const AUTOSELL_HOLDS_AUTOINVEST = 'Autoinvest is off while autosell is active';

/** The deposit a money route acts on, as the engine knows it, and who may act on it. */
interface MoneyDeposit {
  investor: Investor;
  companyId: number | null;
  maySignAlone: boolean;
}

type MoneyHandler = (
  deposit: MoneyDeposit,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/** A positive number of euros, in cents; a missing one is "required", anything else "amount". */
export const amountBody = z.object({
  amount: z.unknown().transform((value, ctx) => {
    const cents = euroAmount.safeParse(value);
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    } else if (!cents.success || cents.data <= 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.amount });
    } else return cents.data;
    return z.NEVER;
  }),
});

const DONE = { success: true };

/**
 * The investor's withdrawal, autosell and autoinvest calls (investor.md §7), on the engine: the
 * days up to the clock run first, then the request is booked at the clock's instant.
 */
export function registerInvestorMoneyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /** The user's own deposit `{id}` (someone else's is as unknown as a missing one). */
  const forDeposit = (handler: MoneyHandler) =>
    forUser(ctx, 'required', (session: UserSession, request, reply) => {
      runUntil(ctx.db, ctx.clock.now());
      const deposit = depositOfUser(ctx.db, session.userId, pathParam(request, 'id'));
      if (!deposit) return sendError(reply, 404, NO_DEPOSIT);
      const authority = depositAuthority(ctx.db, session.userId, deposit.id);
      return handler(
        { investor: { owner: deposit.owner, depositId: deposit.id }, ...authority },
        request,
        reply,
      );
    });

  /** A call that moves money or changes autoinvest: only with the right to sign alone. */
  const forSigner = (handler: MoneyHandler) =>
    forDeposit((deposit, request, reply) =>
      deposit.maySignAlone
        ? handler(deposit, request, reply)
        : sendError(reply, 403, NO_SIGNING_RIGHT),
    );

  /** A withdrawal call: a valid amount, a bank account to pay it to, then the engine's answer. */
  const withdrawal = (
    request: (investor: Investor, cents: number, now: Date) => RequestOutcome,
  ): MoneyHandler => {
    return (deposit, httpRequest, reply) => {
      const body = validate(amountBody, httpRequest.body);
      if (!body.ok) return sendInvalid(reply, body.body);
      if (!hasBankAccount(ctx.db, deposit.investor.depositId)) {
        return sendInvalid(reply, {
          message: VALIDATION_FAILED,
          errors: { iban: [MESSAGES.required] },
        });
      }
      const outcome = request(deposit.investor, body.value.amount, ctx.clock.now());
      if (!outcome.ok) return sendError(reply, 400, NOT_ENOUGH_MONEY_MESSAGE);
      return answer(reply, investorApi.withdraw, DONE);
    };
  };

  route(
    app,
    investorApi.withdraw,
    forSigner(
      withdrawal((investor, cents, now) => requestWithdrawal(ctx.db, investor, cents, now)),
    ),
  );

  route(
    app,
    investorApi.autosellWithdraw,
    forSigner(withdrawal((investor, cents, now) => requestAutosell(ctx.db, investor, cents, now))),
  );

  route(
    app,
    investorApi.autosellCancel,
    // Cancelling what has already ended (sold out meanwhile) is no error: the state is reset.
    forSigner((deposit, _request, reply) => {
      requestAutosellCancel(ctx.db, deposit.investor, ctx.clock.now());
      return answer(reply, investorApi.autosellCancel, DONE);
    }),
  );

  route(
    app,
    investorApi.autosellStatus,
    forDeposit((deposit, _request, reply) => {
      const status = autosellStatus(ctx.db, deposit.investor, helsinkiToday(ctx.clock.now()));
      return answer(reply, investorApi.autosellStatus, {
        active: status.active,
        requestedAmount: centsToEuroText(status.requestedCents),
        remainingAmountToSell: centsToEuroText(status.remainingCents),
      });
    }),
  );

  route(
    app,
    investorApi.autoinvestStatus,
    forDeposit((deposit, _request, reply) => {
      const selling = activeAutosell(ctx.db, deposit.investor) !== undefined;
      const today = helsinkiToday(ctx.clock.now());
      return answer(reply, investorApi.autoinvestStatus, {
        is_active: autoinvestIsActive(ctx.db, deposit.investor, today),
        is_enabled: !selling && deposit.maySignAlone,
        signing_right: deposit.companyId === null ? null : deposit.maySignAlone,
        company_id: deposit.companyId,
      });
    }),
  );

  route(
    app,
    investorApi.autoinvestToggle,
    forSigner((deposit, _request, reply) => {
      if (activeAutosell(ctx.db, deposit.investor))
        return sendError(reply, 409, AUTOSELL_HOLDS_AUTOINVEST);
      setAutoinvest(ctx.db, deposit.investor, !choosesAutoinvest(ctx.db, deposit.investor));
      return answer(reply, investorApi.autoinvestToggle, DONE);
    }),
  );
}
