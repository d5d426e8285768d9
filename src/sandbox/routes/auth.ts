import type { FastifyInstance } from 'fastify';
import { authApi, smsLoginRequest, smsVerifyRequest } from '#shared/api/auth.ts';
import { phoneField } from '#shared/domain/validation/phone.ts';
import { smsCodeField } from '#shared/domain/validation/login.ts';
import type { SandboxContext } from '../http/context.ts';
import { forAnySession } from '../http/auth.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED, validate } from '../http/validation.ts';
import { issueToken, revokeSession } from '../domain/users/sessions.ts';
import { sendLoginCode, verifyLoginCode } from '../domain/users/sms.ts';
import { findUserIdByPhone, userLanguage } from '../domain/users/users.ts';
import { answer, route } from '../http/endpoint-route.ts';

// The shared request shapes plus the spec's field rules (borrower-and-shared.md §5), as the
// gateway applies them.
const loginBody = smsLoginRequest.extend({ mobile_phone: phoneField });
const verifyBody = smsVerifyRequest.extend({ mobile_phone: phoneField, code: smsCodeField });

export const USER_NOT_FOUND = 'User not found';

export function registerAuthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, authApi.smsLogin, (request, reply) => {
    const parsed = validate(loginBody, request.body);
    if (!parsed.ok) return sendInvalid(reply, parsed.body);
    const { mobile_phone: phone, blaId } = parsed.value;
    const userId = findUserIdByPhone(ctx.db, phone);
    if (userId === undefined) return sendError(reply, 403, USER_NOT_FOUND);
    sendLoginCode(ctx.db, phone, blaId ?? null, userLanguage(ctx.db, userId), ctx.clock.now());
    return answer(reply, authApi.smsLogin, { success: true });
  });

  route(app, authApi.smsVerify, (request, reply) => {
    const parsed = validate(verifyBody, request.body);
    if (!parsed.ok) return sendInvalid(reply, parsed.body);
    const { mobile_phone: phone, code } = parsed.value;
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

  route(
    app,
    authApi.logout,
    forAnySession(ctx, 'exempt', (session, _request, reply) => {
      revokeSession(ctx.db, session, ctx.clock.now());
      return answer(reply, authApi.logout, { success: true });
    }),
  );
}
