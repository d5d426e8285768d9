import { runUntil } from '../domain/engine/run.ts';
import { depositOfUser, type UserDeposit } from '../domain/investors/deposit-of-user.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import type { SandboxContext } from '../http/context.ts';
import { Refusal, type Guard } from '../http/endpoint-route.ts';

export const NO_DEPOSIT = 'Deposit not found';

/** What a deposit route works on: the user's own deposit, and the session. */
export interface DepositAccess {
  session: UserSession;
  deposit: UserDeposit;
}

/**
 * A route on the user's own deposit `{id}` (its mambu_deposit_id, or a company's the user
 * represents); someone else's is as unknown as a missing one. With `runEngine`, the days that
 * passed since the last call happen first, so the figures are today's.
 */
export const forDeposit =
  (ctx: SandboxContext, options: { runEngine: boolean }): Guard<{ id: string }, DepositAccess> =>
  (request, params) => {
    const user = forUser(ctx, 'required')(request, params);
    if (user instanceof Refusal) return user;
    if (options.runEngine) runUntil(ctx.db, ctx.clock.now());
    const path = params();
    const deposit =
      path instanceof Refusal ? undefined : depositOfUser(ctx.db, user.session.userId, path.id);
    if (!deposit) return new Refusal(404, NO_DEPOSIT);
    return { ...user, deposit };
  };
