import type { FastifyReply, FastifyRequest } from 'fastify';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import type { SandboxContext } from './context.ts';
import { findSession, type Session } from '../domain/users/sessions.ts';
import { hasAcceptedLatestTerms } from '../domain/documents/terms.ts';
import { UNAUTHENTICATED, sendError } from './replies.ts';

/** 'required': a user who has not signed the latest terms gets the terms 403 instead. */
export type TermsRule = 'required' | 'exempt';

export type UserSession = Extract<Session, { kind: 'user' }>;

type Handler<S extends Session> = (
  session: S,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function sessionOf(ctx: SandboxContext, request: FastifyRequest): Session | undefined {
  const token = bearerToken(request);
  return token === undefined ? undefined : findSession(ctx.db, token);
}

function mustSignTerms(ctx: SandboxContext, session: Session, terms: TermsRule): boolean {
  return (
    terms === 'required' &&
    session.kind === 'user' &&
    !hasAcceptedLatestTerms(ctx.db, session.userId)
  );
}

/** A route for users of the new system; old-platform tokens get 401 like unknown ones. */
export function forUser(ctx: SandboxContext, terms: TermsRule, handler: Handler<UserSession>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const session = sessionOf(ctx, request);
    if (session?.kind !== 'user') return sendError(reply, 401, UNAUTHENTICATED);
    if (mustSignTerms(ctx, session, terms)) return sendError(reply, 403, TERMS_NOT_SIGNED_MESSAGE);
    return handler(session, request, reply);
  };
}

/** A route that old-platform logins may call too (api/legacy/*, logout). */
export function forAnySession(ctx: SandboxContext, terms: TermsRule, handler: Handler<Session>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const session = sessionOf(ctx, request);
    if (!session) return sendError(reply, 401, UNAUTHENTICATED);
    if (mustSignTerms(ctx, session, terms)) return sendError(reply, 403, TERMS_NOT_SIGNED_MESSAGE);
    return handler(session, request, reply);
  };
}
