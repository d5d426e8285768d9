import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../http/context.ts';
import { forAnySession } from '../http/auth.ts';
import { sendError } from '../http/replies.ts';
import {
  legacyAccountOfUser,
  legacyLogin,
  legacyPersonalDetails,
  legacyUsersOf,
} from '../domain/legacy/accounts.ts';
import { issueToken } from '../domain/users/sessions.ts';
import { authApi } from '#shared/api/auth.ts';
import { legacyApi } from '#shared/api/legacy.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { registerLegacyLoanRoutes } from './legacy-loans.ts';
import { registerLegacyPortfolioRoutes } from './legacy-portfolio.ts';

export const WRONG_CREDENTIALS = 'Wrong username or password';
export const ALREADY_ONBOARDED = 'User has already been onboarded to the new system';

export function registerLegacyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, authApi.legacyAuth, ({ body }, reply) => {
    const outcome = legacyLogin(ctx.db, body.username, body.password);
    if (!outcome.ok) {
      if (outcome.reason === 'system-failure') return sendError(reply, 403, outcome.message);
      if (outcome.reason === 'onboarded') return sendError(reply, 403, ALREADY_ONBOARDED);
      return sendError(reply, 401, WRONG_CREDENTIALS);
    }
    return answer(reply, authApi.legacyAuth, {
      token: issueToken(ctx.db, { legacyAccountId: outcome.accountId }, ctx.clock.now()),
      role: outcome.role,
      can_be_onboarded: outcome.canBeOnboarded,
      is_foreigner: outcome.isForeigner,
    });
  });

  route(app, legacyApi.personalDetails, forAnySession(ctx, 'required'), ({ session }, reply) => {
    const accountId =
      session.kind === 'legacy'
        ? session.legacyAccountId
        : legacyAccountOfUser(ctx.db, session.userId);
    if (accountId === undefined) return sendError(reply, 404, 'No legacy account');
    return answer(reply, legacyApi.personalDetails, {
      ...legacyPersonalDetails(ctx.db, accountId),
      // The gateway sends a new-system token here only during onboarding, which the
      // sandbox does not simulate yet.
      token: null,
      legacy_users: legacyUsersOf(ctx.db, accountId),
    });
  });

  registerLegacyPortfolioRoutes(app, ctx);
  registerLegacyLoanRoutes(app, ctx);
}
