import type { FastifyInstance } from 'fastify';
import { borrowerApi, INVALID_BANK_ACCOUNT } from '#shared/api/borrower.ts';
import { documentApi } from '#shared/api/documents.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { NEW_LOAN_PRODUCT } from '#shared/domain/finance/index.ts';
import type { SandboxContext } from '../http/context.ts';
import { ineligibility } from '../domain/applications/eligibility.ts';
import { providerOf } from '../domain/applications/providers.ts';
import { offerColumns } from '../domain/applications/scoring.ts';
import { offerProblem, signOffer } from '../domain/applications/sign.ts';
import {
  activeApplication,
  applicationOfUser,
  closeOpenApplications,
  getApplication,
  insertApplication,
  updateApplication,
  WAITING_FOR_CONSENT,
} from '../domain/applications/store.ts';
import { applicationOnWire, userBankAccounts } from '../domain/applications/wire.ts';
import { borrowerContractHtml } from '../domain/documents/borrower-contract.ts';
import { userLanguage } from '../domain/users/users.ts';
import { preferredApiLanguage } from '../http/accept-language.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { registerAccountDataPages } from '../providers/account-data-routes.ts';
import { forApplication, NO_APPLICATION } from './loan-application-access.ts';
import { registerLoanApplicationProviderRoutes } from './loan-application-providers.ts';

export const NO_CONTRACT = 'The loan application has no offer to sign.';

/**
 * The loan application (borrower-and-shared.md §3, §4 Loan application flow, §7): create it
 * (refused at once when the terms rule the applicant out), the active one, consent, the offer's
 * due date and account, the contract and the signing; then the providers and scoring
 * (loan-application-providers.ts) and their simulated pages.
 */
export function registerLoanApplicationRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  appOrigins: ReadonlySet<string>,
): void {
  const today = () => helsinkiToday(ctx.clock.now());

  route(
    app,
    borrowerApi.createApplication,
    forUser(ctx, 'required'),
    ({ session, body }, reply) => {
      const now = ctx.clock.now();
      const current = activeApplication(ctx.db, session.userId, now);
      // A refusal stands for its 91 days: applying again answers it, not a new decision.
      if (current?.rejected) {
        return answer(reply, borrowerApi.createApplication, {
          loan_application: applicationOnWire(ctx.db, current),
          rejected: true,
        });
      }
      const loan = { amountCents: body.amount * 100, termMonths: body.terms };
      const reason = ineligibility(ctx.db, session.userId, loan, today());
      const id = ctx.db.transaction(() => {
        closeOpenApplications(ctx.db, session.userId, now);
        return insertApplication(
          ctx.db,
          {
            userId: session.userId,
            ...loan,
            product: NEW_LOAN_PRODUCT,
            ...providerOf(ctx.db, session.userId),
            rejectionReason: reason,
          },
          now,
        );
      });
      return answer(reply, borrowerApi.createApplication, {
        loan_application: applicationOnWire(ctx.db, getApplication(ctx.db, id)),
        rejected: reason !== null,
      });
    },
  );

  route(app, borrowerApi.activeApplication, forUser(ctx, 'required'), ({ session }, reply) => {
    const active = activeApplication(ctx.db, session.userId, ctx.clock.now());
    return answer(
      reply,
      borrowerApi.activeApplication,
      active ? applicationOnWire(ctx.db, active) : null,
    );
  });

  route(app, borrowerApi.consent, forApplication(ctx, 'id'), ({ application }, reply) => {
    if (application.rejected || application.closedAt !== null) {
      return sendError(reply, 409, 'The loan application is closed.');
    }
    const now = ctx.clock.now();
    updateApplication(
      ctx.db,
      application.id,
      {
        is_checked_ccis: 1,
        ...(application.state === WAITING_FOR_CONSENT ? { state: 'consented' } : {}),
      },
      now,
    );
    return answer(reply, borrowerApi.consent, {
      loan_application: applicationOnWire(ctx.db, getApplication(ctx.db, application.id)),
      rejected: false,
      redirect_url: null,
    });
  });

  route(
    app,
    borrowerApi.updateApplication,
    forApplication(ctx, 'id'),
    ({ application, session, body }, reply) => {
      const { due_date: dueDate, bank_account_id: bankAccountId } = body;
      const own = userBankAccounts(ctx.db, session.userId).some(
        (account) => account.id === bankAccountId,
      );
      if (!own) {
        return sendInvalid(reply, {
          message: VALIDATION_FAILED,
          errors: { bank_account_id: [INVALID_BANK_ACCOUNT] },
        });
      }
      const now = ctx.clock.now();
      const problem = offerProblem(application, now);
      if (problem !== null) return sendError(reply, 409, problem);
      updateApplication(
        ctx.db,
        application.id,
        {
          due_date: dueDate,
          bank_account_id: bankAccountId,
          ...offerColumns(application, application.amountOfferedCents ?? 0, dueDate, today()),
        },
        now,
      );
      return answer(
        reply,
        borrowerApi.updateApplication,
        applicationOnWire(ctx.db, getApplication(ctx.db, application.id)),
      );
    },
  );

  route(
    app,
    documentApi.borrowerContract,
    forApplication(ctx, 'applicationId'),
    ({ application, session, request }, reply) => {
      const language =
        preferredApiLanguage(request.headers['accept-language']) ??
        userLanguage(ctx.db, session.userId);
      const html = borrowerContractHtml(ctx.db, application, language);
      if (html === null) return sendError(reply, 409, NO_CONTRACT);
      return answer(reply, documentApi.borrowerContract, { html });
    },
  );

  route(app, borrowerApi.signLoan, forUser(ctx, 'required'), ({ session, body }, reply) => {
    const application = applicationOfUser(ctx.db, session.userId, body.loan_application_id);
    if (!application) return sendError(reply, 404, NO_APPLICATION);
    const signed = signOffer(ctx.db, application, ctx.clock.now(), today());
    if (!signed.ok) return sendError(reply, 409, signed.message);
    return answer(reply, borrowerApi.signLoan, { mambu_loan_id: signed.mambuLoanId });
  });

  registerLoanApplicationProviderRoutes(app, ctx, appOrigins);
  registerAccountDataPages(app, ctx, appOrigins);
}
