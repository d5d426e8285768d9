import type { FastifyInstance } from 'fastify';
import { companyAmlApi } from '#shared/api/company-aml.ts';
import type { SandboxContext } from '../http/context.ts';
import { saveCompanyAml } from '../domain/aml/company-aml.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { forRepresentative } from './company-access.ts';

/**
 * The company AML questionnaire (investor.md §7): stored for a company the user represents, with
 * the shared rules' 422; the first one opens the company's unsigned deposit. No deposit is
 * needed before it (investor.md §4).
 */
export function registerCompanyAmlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(
    app,
    companyAmlApi.create,
    forRepresentative(ctx),
    ({ session, companyId, body }, reply) => {
      saveCompanyAml(ctx.db, companyId, session.userId, body, ctx.clock.now());
      return answer(reply, companyAmlApi.create, { success: true });
    },
  );
}
