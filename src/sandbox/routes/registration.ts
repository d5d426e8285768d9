import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SmsCodeError } from '#shared/api/auth.ts';
import { canonicalPhone } from '#shared/domain/validation/phone.ts';
import type { SandboxContext } from '../http/context.ts';
import { blaIdOf } from '../domain/identity/identity-states.ts';
import { createRegisteredUser } from '../domain/identity/new-user.ts';
import {
  openRegistration,
  saveContactDetails,
  type RegistrationKind,
} from '../domain/identity/registrations.ts';
import { issueToken } from '../domain/users/sessions.ts';
import { sendLoginCode, verifyLoginCode } from '../domain/users/sms.ts';
import { isAdult } from '../domain/identity/ssn.ts';
import { findUserIdByPhone } from '../domain/users/users.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { identityApi } from '#shared/api/identity.ts';

export const INVALID_STATE = 'The selected state is invalid.';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const PHONE_TAKEN = 'The mobile phone has already been taken.';
export const UNDER_18 = 'Registration requires age 18 or over';
/** The message the app shows for each code error of the registration verify. */
export const CODE_MESSAGES: Record<SmsCodeError, string> = {
  CODE_INVALID: 'The code is incorrect.',
  CODE_EXPIRED: 'The code has expired.',
  CODE_NOT_REQUESTED: 'No code was sent to this phone number.',
};

const invalid = (field: string, message: string) => ({
  message: VALIDATION_FAILED,
  errors: { [field]: [message] },
});

const emailTaken = (ctx: SandboxContext, email: string) =>
  ctx.db.get(
    z.object({ id: z.number() }),
    'SELECT id FROM users WHERE lower(email) = lower(?)',
    email,
  ) !== undefined;

/** Details, then the phone code, then the user: for bank-identified and foreign people. */
function registerFlow(
  app: FastifyInstance,
  ctx: SandboxContext,
  kind: RegistrationKind,
  endpoints: {
    details: typeof identityApi.register | typeof identityApi.foreignRegister;
    verify: typeof identityApi.registerVerify | typeof identityApi.foreignVerify;
  },
): void {
  route(app, endpoints.details, ({ body }, reply) => {
    const registration = openRegistration(ctx.db, body.state, kind);
    if (!registration) return sendInvalid(reply, invalid('state', INVALID_STATE));
    const now = ctx.clock.now();
    if (!isAdult(registration.birth_date, now)) return sendError(reply, 403, UNDER_18);
    if (emailTaken(ctx, body.email)) return sendInvalid(reply, invalid('email', EMAIL_TAKEN));
    if (findUserIdByPhone(ctx.db, body.mobile_phone) !== undefined) {
      return sendInvalid(reply, invalid('mobile_phone', PHONE_TAKEN));
    }
    saveContactDetails(ctx.db, body.state, {
      email: body.email,
      mobilePhone: canonicalPhone(body.mobile_phone),
      isCheckedOffers: body.is_checked_offers,
      language: body.language,
    });
    sendLoginCode(ctx.db, body.mobile_phone, blaIdOf(registration.bla_id), body.language, now);
    return answer(reply, endpoints.details, { state: body.state, goal: registration.goal });
  });

  route(app, endpoints.verify, ({ body }, reply) => {
    const { state, mobile_phone: phone, code } = body;
    const registration = openRegistration(ctx.db, state, kind);
    if (!registration || registration.mobile_phone === null) {
      return sendInvalid(reply, invalid('state', INVALID_STATE));
    }
    const now = ctx.clock.now();
    const outcome =
      canonicalPhone(phone) === registration.mobile_phone
        ? verifyLoginCode(ctx.db, phone, code, now)
        : ({ ok: false, error: 'CODE_NOT_REQUESTED' } as const);
    if (!outcome.ok) {
      return sendInvalid(reply, {
        message: CODE_MESSAGES[outcome.error],
        errors: { code: [outcome.error] },
      });
    }
    const userId = createRegisteredUser(ctx.db, registration, now);
    return answer(reply, endpoints.verify, {
      token: issueToken(ctx.db, { userId }, now),
      blaId: blaIdOf(registration.bla_id),
    });
  });
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerFlow(app, ctx, 'domestic', {
    details: identityApi.register,
    verify: identityApi.registerVerify,
  });
  registerFlow(app, ctx, 'foreign', {
    details: identityApi.foreignRegister,
    verify: identityApi.foreignVerify,
  });
}
