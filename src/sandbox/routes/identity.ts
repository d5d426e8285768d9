import type { FastifyInstance } from 'fastify';
import { identityApi } from '#shared/api/identity.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import type { SandboxContext } from '../http/context.ts';
import { answerIdentityCode } from '../domain/identity/identity-callback.ts';
import {
  blaIdOf,
  createIdentityState,
  redeemCancelledState,
  redeemIdentityCode,
} from '../domain/identity/identity-states.ts';
import { LATEST_TERMS_VERSION } from '../domain/documents/terms.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { returnTargetOf } from '../http/return-target.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { BANK_PAGE_PATH } from '../providers/paths.ts';
import { answer, route } from '../http/endpoint-route.ts';

export const INVALID_CALLBACK = 'The identification is unknown, used or expired.';

/** Strong identification through the (simulated) bank: start, and the callback. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, identityApi.teliaRedirect, ({ request, body }, reply) => {
    if (body.accepted_tc !== LATEST_TERMS_VERSION) {
      return sendInvalid(reply, {
        message: VALIDATION_FAILED,
        errors: { accepted_tc: [MESSAGES.acceptTerms] },
      });
    }
    const target = returnTargetOf(request);
    const state = createIdentityState(
      ctx.db,
      {
        provider: 'bank',
        method: body.method,
        goal: body.goal,
        blaId: body.blaId ?? null,
        affiliateName: body.affiliate_name ?? null,
        uniqueAffiliateId: body.unique_affiliate_id ?? null,
        target,
        details: null,
        attempt: 1,
        userId: null,
      },
      ctx.clock.now(),
    );
    const query = new URLSearchParams({ state, method: body.method });
    return answer(reply, identityApi.teliaRedirect, {
      redirect_url: `${target.pageOrigin}${BANK_PAGE_PATH}?${query.toString()}`,
      state,
    });
  });

  route(app, identityApi.teliaCallback, ({ body }, reply) => {
    const { code, state, status } = body;
    const now = ctx.clock.now();
    if (status === 'cancel') {
      const cancelled = redeemCancelledState(ctx.db, state, now);
      if (!cancelled) return sendError(reply, 400, INVALID_CALLBACK);
      return answer(reply, identityApi.teliaCallback, {
        token: null,
        state,
        goal: cancelled.goal,
        is_over_18: null,
        blaId: blaIdOf(cancelled.bla_id),
      });
    }
    const redeemed = code ? redeemIdentityCode(ctx.db, code, state, now) : undefined;
    if (!redeemed) return sendError(reply, 400, INVALID_CALLBACK);
    const outcome = answerIdentityCode(ctx.db, redeemed.code, redeemed.state, now);
    return outcome.ok
      ? answer(reply, identityApi.teliaCallback, outcome.data)
      : sendError(reply, outcome.status, outcome.message);
  });
}
