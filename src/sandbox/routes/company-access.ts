import type { SandboxContext } from '../http/context.ts';
import {
  COMPANY_NOT_FOUND,
  NOT_A_REPRESENTATIVE,
  companyAccess,
} from '../domain/companies/represented-company.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import { Refusal, type Guard } from '../http/endpoint-route.ts';

/**
 * A route of the company in the path's `{companyId}`, for its representatives: 401 without a
 * session, the terms 403, 404 for an unknown company (or an id that is not one), 403 for a
 * company the user does not represent.
 */
export const forRepresentative =
  (
    ctx: SandboxContext,
  ): Guard<{ companyId: number }, { session: UserSession; companyId: number }> =>
  (request, params) => {
    const user = forUser(ctx, 'required')(request, params);
    if (user instanceof Refusal) return user;
    const path = params();
    if (path instanceof Refusal) return new Refusal(404, COMPANY_NOT_FOUND);
    const access = companyAccess(ctx.db, user.session.userId, path.companyId);
    if (access.kind === 'unknown') return new Refusal(404, COMPANY_NOT_FOUND);
    if (access.kind === 'not-represented') return new Refusal(403, NOT_A_REPRESENTATIVE);
    return { ...user, companyId: access.companyId };
  };
