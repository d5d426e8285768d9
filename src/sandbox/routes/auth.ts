import type { FastifyInstance } from 'fastify';
import { authApi } from '#shared/api/auth.ts';
import type { SandboxContext } from '../http/context.ts';
import { forAnySession } from '../http/auth.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { issueToken, revokeSession } from '../domain/users/sessions.ts';
import { sendLoginCode, verifyLoginCode } from '../domain/users/sms.ts';
import { findUserIdByPhone, userLanguage } from '../domain/users/users.ts';
import { answer, route } from '../http/endpoint-route.ts';

export const USER_NOT_FOUND = 'User not found';

export function registerAuthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, authApi.smsLogin, ({ body }, reply) => {
    const { mobile_phone: phone, blaId } = body;
    const userId = findUserIdByPhone(ctx.db, phone);
    if (userId === undefined) return sendError(reply, 403, USER_NOT_FOUND);
    sendLoginCode(ctx.db, phone, blaId ?? null, userLanguage(ctx.db, userId), ctx.clock.now());
    return answer(reply, authApi.smsLogin, { success: true });
  });

  route(app, authApi.smsVerify, ({ body }, reply) => {
    const { mobile_phone: phone, code } = body;
    const now = ctx.clock.now();
    const outcome = verifyLoginCode(ctx.db, phone, code, now);
    if (!outcome.ok) {
      return sendInvalid(reply, {
        message: VALIDATION_FAILED,
        errors: { code: [outcome.error] },
      });
    }
    const userId = findUserIdByPhone(ctx.db, phone);
    if (userId === undefined) return sendError(reply, 403, USER_NOT_FOUND);
    const token = issueToken(ctx.db, { userId }, now);
    return answer(reply, authApi.smsVerify, { token, blaId: outcome.blaId });
  });

  route(app, authApi.logout, forAnySession(ctx, 'exempt'), ({ session }, reply) => {
    revokeSession(ctx.db, session, ctx.clock.now());
    return answer(reply, authApi.logout, { success: true });
  });
}
