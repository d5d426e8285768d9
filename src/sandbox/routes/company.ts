import type { FastifyInstance, FastifyReply } from 'fastify';
import { companyApi } from '#shared/api/company.ts';
import type { SandboxContext } from '../http/context.ts';
import {
  addCompany,
  signingRightStatus,
  type AddCompanyRefusal,
} from '../domain/companies/add-company.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';
import { TRADE_REGISTER } from '../personas/trade-register.ts';

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
    forUser(ctx, 'required'),
    ({ session, body }, reply) => {
      const status = signingRightStatus(ctx.db, TRADE_REGISTER, session.userId, body.business_code);
      if (!status.ok) return refuse(reply, status.refusal);
      return answer(reply, companyApi.signingRightStatus, { status: status.value });
    },
  );

  route(app, companyApi.create, forUser(ctx, 'required'), ({ session, body }, reply) => {
    const now = ctx.clock.now();
    const added = addCompany(ctx.db, TRADE_REGISTER, session.userId, body.business_code, now);
    if (!added.ok) return refuse(reply, added.refusal);
    return answer(reply, companyApi.create, { id: added.value.id }, 201);
  });
}
