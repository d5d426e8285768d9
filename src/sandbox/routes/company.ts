import type { FastifyInstance, FastifyReply } from 'fastify';
import { businessCodeRequest, companyApi } from '#shared/api/company.ts';
import { isBusinessCode } from '#shared/domain/validation/business-code.ts';
import type { SandboxContext } from '../http/context.ts';
import {
  addCompany,
  signingRightStatus,
  type AddCompanyRefusal,
} from '../domain/companies/add-company.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { validate } from '../http/validation.ts';
import { TRADE_REGISTER } from '../personas/trade-register.ts';

/** Laravel's wording for a value that does not match the field's pattern. */
export const BUSINESS_CODE_FORMAT = 'The business code format is invalid.';

const request = businessCodeRequest.extend({
  business_code: businessCodeRequest.shape.business_code.refine(
    isBusinessCode,
    BUSINESS_CODE_FORMAT,
  ),
});

const REFUSAL_STATUS: Record<AddCompanyRefusal['reason'], number> = {
  'unknown-company': 404,
  'no-signing-right': 403,
  'already-added': 409,
};

const refuse = (reply: FastifyReply, refusal: AddCompanyRefusal) =>
  sendError(reply, REFUSAL_STATUS[refusal.reason], refusal.message);

/**
 * Adding a company by business code (investor.md §5 Add company, §7): the user's signing right
 * from the trade register, and the company added to the user's account.
 */
export function registerCompanyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(
    app,
    companyApi.signingRightStatus,
    forUser(ctx, 'required', (session, req, reply) => {
      const parsed = validate(request, req.body);
      if (!parsed.ok) return sendInvalid(reply, parsed.body);
      const status = signingRightStatus(
        ctx.db,
        TRADE_REGISTER,
        session.userId,
        parsed.value.business_code,
      );
      if (!status.ok) return refuse(reply, status.refusal);
      return answer(reply, companyApi.signingRightStatus, { status: status.value });
    }),
  );

  route(
    app,
    companyApi.create,
    forUser(ctx, 'required', (session, req, reply) => {
      const parsed = validate(request, req.body);
      if (!parsed.ok) return sendInvalid(reply, parsed.body);
      const added = addCompany(
        ctx.db,
        TRADE_REGISTER,
        session.userId,
        parsed.value.business_code,
        ctx.clock.now(),
      );
      if (!added.ok) return refuse(reply, added.refusal);
      return answer(reply, companyApi.create, { id: added.value.id }, 201);
    }),
  );
}
