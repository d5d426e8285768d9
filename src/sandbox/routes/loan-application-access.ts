import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../http/context.ts';
import { applicationOfUser, type StoredApplication } from '../domain/applications/store.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import { pathParam } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';

export const NO_APPLICATION = 'Loan application not found.';
export const CONSENT_REQUIRED = 'Consent to the credit information check is required first.';

type ApplicationHandler = (
  application: StoredApplication,
  session: UserSession,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/** A route on the user's own application `{id}` (another user's is as unknown as none). */
export const forApplication = (ctx: SandboxContext, handler: ApplicationHandler) =>
  forUser(ctx, 'required', (session, request, reply) => {
    const id = Number(pathParam(request, 'id'));
    const application = Number.isSafeInteger(id)
      ? applicationOfUser(ctx.db, session.userId, id)
      : undefined;
    if (!application) return sendError(reply, 404, NO_APPLICATION);
    return handler(application, session, request, reply);
  });

export const APPLICATION_CLOSED = 'The loan application is closed.';
export const ALREADY_SCORED = 'The loan application is already scored.';

/**
 * A route of the account-data steps, on an open application the user consented on: 'gathering'
 * (sharing account data) only until the scoring has decided, 'scoring' (reading the decision)
 * after too.
 */
export const forConsentedApplication = (
  ctx: SandboxContext,
  stage: 'gathering' | 'scoring',
  handler: ApplicationHandler,
) =>
  forApplication(ctx, (application, session, request, reply) => {
    if (application.closedAt !== null) return sendError(reply, 409, APPLICATION_CLOSED);
    if (!application.consented) return sendError(reply, 409, CONSENT_REQUIRED);
    if (stage === 'gathering' && (application.approved || application.rejected)) {
      return sendError(reply, 409, ALREADY_SCORED);
    }
    return handler(application, session, request, reply);
  });
