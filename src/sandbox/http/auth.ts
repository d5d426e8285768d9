import type { FastifyRequest } from 'fastify';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import type { SandboxContext } from './context.ts';
import { findSession, type Session } from '../domain/users/sessions.ts';
import { hasAcceptedLatestTerms } from '../domain/documents/terms.ts';
import { Refusal, type Guard } from './endpoint-route.ts';
import { UNAUTHENTICATED } from './replies.ts';

/** 'required': a user who has not signed the latest terms gets the terms 403 instead. */
export type TermsRule = 'required' | 'exempt';

export type UserSession = Extract<Session, { kind: 'user' }>;

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

/** Who calls: a session, unless a refusal (401 without one, the terms 403 where they apply). */
function sessionGuard<S extends Session>(
  ctx: SandboxContext,
  terms: TermsRule,
  accepts: (session: Session) => session is S,
): Guard<unknown, { session: S }> {
  return (request) => {
    const session = sessionOf(ctx, request);
    if (session === undefined || !accepts(session)) return new Refusal(401, UNAUTHENTICATED);
    if (mustSignTerms(ctx, session, terms)) return new Refusal(403, TERMS_NOT_SIGNED_MESSAGE);
    return { session };
  };
}

const isUser = (session: Session): session is UserSession => session.kind === 'user';
const isAnySession = (_: Session): _ is Session => true;

/** A route for users of the new system; old-platform tokens get 401 like unknown ones. */
export const forUser = (ctx: SandboxContext, terms: TermsRule) => sessionGuard(ctx, terms, isUser);

/** A route that old-platform logins may call too (api/legacy/*, logout). */
export const forAnySession = (ctx: SandboxContext, terms: TermsRule) =>
  sessionGuard(ctx, terms, isAnySession);

/**
 * A route anyone may call: without a token the session is null; with one it must be a user's
 * (401 otherwise, as for forUser).
 */
export const forOptionalUser =
  (ctx: SandboxContext): Guard<unknown, { session: UserSession | null }> =>
  (request, params) =>
    request.headers.authorization === undefined
      ? { session: null }
      : forUser(ctx, 'exempt')(request, params);
