import type { FastifyInstance } from 'fastify';
import { documentApi } from '#shared/api/documents.ts';
import type { SandboxContext } from '../http/context.ts';
import {
  investorAgreementsOf,
  investorContractHtml,
  signInvestorContract,
} from '../domain/documents/investor-contract.ts';
import { userLanguage } from '../domain/users/users.ts';
import { preferredApiLanguage } from '../http/accept-language.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { forDeposit } from './deposit-access.ts';

/** The investor contract of a deposit, its signing and the agreement flags (investor.md §7). */
export function registerInvestorContractRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(
    app,
    documentApi.investorContract,
    forDeposit(ctx, { runEngine: false }),
    ({ session, deposit, request }, reply) => {
      const language =
        preferredApiLanguage(request.headers['accept-language']) ??
        userLanguage(ctx.db, session.userId);
      const html = investorContractHtml(ctx.db, session.userId, deposit, language);
      return answer(reply, documentApi.investorContract, { html });
    },
  );

  route(
    app,
    documentApi.signInvestorContract,
    forDeposit(ctx, { runEngine: false }),
    ({ session, deposit }, reply) => {
      signInvestorContract(ctx.db, session.userId, deposit, ctx.clock.now());
      return answer(reply, documentApi.signInvestorContract, { success: true });
    },
  );

  route(app, documentApi.investorAgreements, forUser(ctx, 'required'), ({ session }, reply) =>
    answer(reply, documentApi.investorAgreements, investorAgreementsOf(ctx.db, session.userId)),
  );
}
