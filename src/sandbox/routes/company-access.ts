import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../http/context.ts';
import {
  COMPANY_NOT_FOUND,
  NOT_A_REPRESENTATIVE,
  companyAccess,
} from '../domain/companies/represented-company.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import { pathParam } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';

type CompanyHandler = (
  session: UserSession,
  companyId: number,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/**
 * A route of the company in the path's `{companyId}`, for its representatives: 401 without a
 * session, the terms 403, 404 for an unknown company, 403 for a company the user does not
 * represent.
 */
export function forRepresentative(ctx: SandboxContext, handler: CompanyHandler) {
  return forUser(ctx, 'required', (session, request, reply) => {
    const access = companyAccess(ctx.db, session.userId, pathParam(request, 'companyId'));
    if (access.kind === 'unknown') return sendError(reply, 404, COMPANY_NOT_FOUND);
    if (access.kind === 'not-represented') return sendError(reply, 403, NOT_A_REPRESENTATIVE);
    return handler(session, access.companyId, request, reply);
  });
}
