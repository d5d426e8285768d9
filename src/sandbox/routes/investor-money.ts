import type { FastifyInstance } from 'fastify';
import { investorApi, NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { centsToEuroText } from '#shared/api/money.ts';
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
import type { Investor } from '../domain/engine/types.ts';
import { depositAuthority, hasBankAccount } from '../domain/investors/deposit-authority.ts';
import {
  Refusal,
  answer,
  route,
  type EndpointHandler,
  type Guard,
} from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { forDeposit } from './deposit-access.ts';

/** A company representative without signing right 2 (investor.md §6). */
export const NO_SIGNING_RIGHT = 'Signing right does not allow withdrawal or autoinvest';
export const AUTOSELL_HOLDS_AUTOINVEST = 'Autoinvest is off while autosell is active';

/** The deposit a money route acts on, as the engine knows it, and who may act on it. */
interface MoneyDeposit {
  investor: Investor;
  companyId: number | null;
  maySignAlone: boolean;
}

const DONE = { success: true };

/**
 * The user's own deposit `{id}` (someone else's is as unknown as a missing one), after the days
 * up to the clock have run.
 */
const forMoneyDeposit =
  (ctx: SandboxContext): Guard<{ id: string }, { deposit: MoneyDeposit }> =>
  (request, params) => {
    const access = forDeposit(ctx, { runEngine: true })(request, params);
    if (access instanceof Refusal) return access;
    const { deposit, session } = access;
    const authority = depositAuthority(ctx.db, session.userId, deposit.id);
    return { deposit: { investor: { owner: deposit.owner, depositId: deposit.id }, ...authority } };
  };

/** A call that moves money or changes autoinvest: only with the right to sign alone. */
const forSigner =
  (ctx: SandboxContext): Guard<{ id: string }, { deposit: MoneyDeposit }> =>
  (request, params) => {
    const access = forMoneyDeposit(ctx)(request, params);
    if (access instanceof Refusal || access.deposit.maySignAlone) return access;
    return new Refusal(403, NO_SIGNING_RIGHT);
  };

/**
 * The investor's withdrawal, autosell and autoinvest calls (investor.md §7), on the engine: the
 * days up to the clock run first, then the request is booked at the clock's instant.
 */
export function registerInvestorMoneyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /** A withdrawal call: a bank account to pay the amount to, then the engine's answer. */
  const withdrawal =
    (
      request: (investor: Investor, cents: number, now: Date) => RequestOutcome,
    ): EndpointHandler<typeof investorApi.withdraw, { deposit: MoneyDeposit }> =>
    ({ deposit, body }, reply) => {
      if (!hasBankAccount(ctx.db, deposit.investor.depositId)) {
        return sendInvalid(reply, {
          message: VALIDATION_FAILED,
          errors: { iban: [MESSAGES.required] },
        });
      }
      const outcome = request(deposit.investor, body.amount, ctx.clock.now());
      if (!outcome.ok) return sendError(reply, 400, NOT_ENOUGH_MONEY_MESSAGE);
      return answer(reply, investorApi.withdraw, DONE);
    };

  route(
    app,
    investorApi.withdraw,
    forSigner(ctx),
    withdrawal((investor, cents, now) => requestWithdrawal(ctx.db, investor, cents, now)),
  );

  route(
    app,
    investorApi.autosellWithdraw,
    forSigner(ctx),
    withdrawal((investor, cents, now) => requestAutosell(ctx.db, investor, cents, now)),
  );

  route(
    app,
    investorApi.autosellCancel,
    forSigner(ctx),
    // Cancelling what has already ended (sold out meanwhile) is no error: the state is reset.
    ({ deposit }, reply) => {
      requestAutosellCancel(ctx.db, deposit.investor, ctx.clock.now());
      return answer(reply, investorApi.autosellCancel, DONE);
    },
  );

  route(app, investorApi.autosellStatus, forMoneyDeposit(ctx), ({ deposit }, reply) => {
    const status = autosellStatus(ctx.db, deposit.investor, helsinkiToday(ctx.clock.now()));
    return answer(reply, investorApi.autosellStatus, {
      active: status.active,
      requestedAmount: centsToEuroText(status.requestedCents),
      remainingAmountToSell: centsToEuroText(status.remainingCents),
    });
  });

  route(app, investorApi.autoinvestStatus, forMoneyDeposit(ctx), ({ deposit }, reply) => {
    const selling = activeAutosell(ctx.db, deposit.investor) !== undefined;
    const today = helsinkiToday(ctx.clock.now());
    return answer(reply, investorApi.autoinvestStatus, {
      is_active: autoinvestIsActive(ctx.db, deposit.investor, today),
      is_enabled: !selling && deposit.maySignAlone,
      signing_right: deposit.companyId === null ? null : deposit.maySignAlone,
      company_id: deposit.companyId,
    });
  });

  route(app, investorApi.autoinvestToggle, forSigner(ctx), ({ deposit }, reply) => {
    if (activeAutosell(ctx.db, deposit.investor)) {
      return sendError(reply, 409, AUTOSELL_HOLDS_AUTOINVEST);
    }
    setAutoinvest(ctx.db, deposit.investor, !choosesAutoinvest(ctx.db, deposit.investor));
    return answer(reply, investorApi.autoinvestToggle, DONE);
  });
}
