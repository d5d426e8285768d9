import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../http/context.ts';
import {
  MAX_CHECK_ATTEMPTS,
  attemptsOf,
  settleDocumentCheck,
} from '../domain/identity/document-checks.ts';
import {
  createIdentityState,
  findIdentityState,
  type ReturnTarget,
} from '../domain/identity/identity-states.ts';
import { isForeigner } from '../domain/users/users.ts';
import { forUser } from '../http/auth.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { returnTargetOf } from '../http/return-target.ts';
import { ONFIDO_PAGE_PATH } from '../providers/paths.ts';
import { foreignFormProblems } from './onfido-validation.ts';
import { onfidoApi } from '#shared/api/onfido.ts';
import { answer, route } from '../http/endpoint-route.ts';

export const NO_ATTEMPTS_LEFT = 'No identity document check attempts left';

const checkPage = (target: ReturnTarget, state: string) =>
  `${target.pageOrigin}${ONFIDO_PAGE_PATH}?${new URLSearchParams({ state }).toString()}`;

/** Foreign investors: the document check (Onfido via Signicat), its retry and its status. */
export function registerOnfidoRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const startCheck = (
    target: ReturnTarget,
    fields: { details: unknown; attempt: number; userId: number | null },
  ) => {
    const state = createIdentityState(
      ctx.db,
      {
        provider: 'onfido',
        method: 'onfido',
        goal: 'investor',
        blaId: null,
        affiliateName: null,
        uniqueAffiliateId: null,
        target,
        ...fields,
      },
      ctx.clock.now(),
    );
    return { redirect_url: checkPage(target, state), state };
  };

  route(app, onfidoApi.redirect, ({ request, body }, reply) => {
    const problems = foreignFormProblems(body, ctx.clock.now());
    if (problems) return sendInvalid(reply, problems);
    const target = returnTargetOf(request);
    return answer(
      reply,
      onfidoApi.redirect,
      startCheck(target, { details: body, attempt: 1, userId: null }),
    );
  });

  // The id is the state of an earlier check, from the retry link the user got by e-mail.
  route(app, onfidoApi.retry, ({ request, params }, reply) => {
    const previous = findIdentityState(ctx.db, params.id);
    if (previous?.provider !== 'onfido') return sendError(reply, 404, 'Not Found');
    const attempt =
      previous.user_id === null
        ? previous.attempt + 1
        : attemptsOf(settleDocumentCheck(ctx.db, previous.user_id, ctx.clock.now())) + 1;
    if (attempt > MAX_CHECK_ATTEMPTS) return sendError(reply, 403, NO_ATTEMPTS_LEFT);
    const details: unknown = previous.details === null ? null : JSON.parse(previous.details);
    return answer(
      reply,
      onfidoApi.retry,
      startCheck(returnTargetOf(request), { details, attempt, userId: previous.user_id }),
    );
  });

  route(app, onfidoApi.status, forUser(ctx, 'required'), ({ session }, reply) => {
    const code = settleDocumentCheck(ctx.db, session.userId, ctx.clock.now());
    // Someone who needs no document check counts as verified; a foreigner without one, processing.
    const status = isForeigner(ctx.db, session.userId) ? (code ?? 1) : 0;
    return answer(reply, onfidoApi.status, { status });
  });
}
