import type { FastifyInstance } from 'fastify';
import { documentApi } from '#shared/api/documents.ts';
import type { SandboxContext } from '../http/context.ts';
import { companyAgreementsOf, signCompanyContract } from '../domain/documents/company-contract.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError } from '../http/replies.ts';
import { forRepresentative } from './company-access.ts';
import { NO_DEPOSIT } from './deposit-access.ts';

/** The company contract: its signing and the agreement flags (investor.md §7). */
export function registerCompanyContractRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, documentApi.signCompanyContract, forRepresentative(ctx), ({ companyId }, reply) => {
    // Signing twice changes nothing, as the person's contract; no deposit means no AML yet.
    const signing = signCompanyContract(ctx.db, companyId, ctx.clock.now());
    if (signing === 'no-deposit') return sendError(reply, 404, NO_DEPOSIT);
    return answer(reply, documentApi.signCompanyContract, { success: true });
  });

  route(
    app,
    documentApi.companyAgreements,
    forRepresentative(ctx),
    ({ session, companyId }, reply) =>
      answer(
        reply,
        documentApi.companyAgreements,
        companyAgreementsOf(ctx.db, session.userId, companyId),
      ),
  );
}
