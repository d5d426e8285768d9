import type { FastifyInstance } from 'fastify';
import type { scoringCheckRejection } from '#shared/api/borrower.ts';
import { borrowerApi } from '#shared/api/borrower.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { z } from 'zod';
import type { SandboxContext } from '../http/context.ts';
import { redeemAispCode, startAispSession } from '../domain/applications/aisp-sessions.ts';
import {
  attachAccountData,
  decide,
  olderScoringCheck,
  scoringStatus,
} from '../domain/applications/scoring.ts';
import { getApplication } from '../domain/applications/store.ts';
import { AISP_BANKS, applicationOnWire } from '../domain/applications/wire.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendError, sendInvalid } from '../http/replies.ts';
import { appOriginOf, returnTargetOf } from '../http/return-target.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { AISP_PAGE_PATH, KREDITZ_PAGE_PATH } from '../providers/account-data-page.ts';
import { forBankChoice, forConsentedApplication } from './loan-application-access.ts';

export const NOT_KREDITZ = 'This application shares its account data through another provider.';
export const NOT_REDIRECT_PROVIDER = 'This application shares its account data in the frame.';
export const INVALID_CODE = 'The code is unknown, used or expired.';
export const SCORING_NOT_READY = 'The scoring is not ready.';

/**
 * The account-information providers and the scoring of a loan application
 * (borrower-and-shared.md §4 steps 2–5, §7): the redirects to the simulated pages, the code
 * exchange, the frame's event log, and the two scoring checks.
 */
export function registerLoanApplicationProviderRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  appOrigins: ReadonlySet<string>,
): void {
  const today = () => helsinkiToday(ctx.clock.now());

  route(
    app,
    borrowerApi.kreditzRedirect,
    forConsentedApplication(ctx, 'gathering'),
    ({ application, request }, reply) => {
      if (!application.kreditzCheck) return sendError(reply, 400, NOT_KREDITZ);
      const target = returnTargetOf(request);
      const appOrigin = appOriginOf(request, appOrigins);
      const state = startAispSession(
        ctx.db,
        { applicationId: application.id, provider: 'kreditz', bankId: null, returnTo: appOrigin },
        ctx.clock.now(),
      );
      const query = new URLSearchParams({ state, app_origin: appOrigin });
      return answer(reply, borrowerApi.kreditzRedirect, {
        redirect_url: `${target.pageOrigin}${KREDITZ_PAGE_PATH}?${query.toString()}`,
      });
    },
  );

  route(
    app,
    borrowerApi.kreditzLogEvent,
    forConsentedApplication(ctx, 'scoring'),
    ({ application, body }, reply) => {
      ctx.db.run(
        `INSERT INTO kreditz_events (application_id, status, case_id, message, created_at)
         VALUES (?, ?, ?, ?, ?)`,
        application.id,
        body.status,
        body.case_id,
        body.message,
        ctx.clock.now().toISOString(),
      );
      return answer(reply, borrowerApi.kreditzLogEvent, { success: true });
    },
  );

  /** Starts a visit to the redirect provider's page for `bankId` (null: the provider chooses). */
  const providerPage = (
    application: { id: number; service: 'nordigen-tink' | 'neonomics' },
    request: Parameters<typeof returnTargetOf>[0],
    bankId: string | null,
  ) => {
    const target = returnTargetOf(request, 'tink-callback');
    const state = startAispSession(
      ctx.db,
      {
        applicationId: application.id,
        provider: application.service,
        bankId,
        returnTo: target.returnTo,
      },
      ctx.clock.now(),
    );
    return `${target.pageOrigin}${AISP_PAGE_PATH}?${new URLSearchParams({ state }).toString()}`;
  };

  route(
    app,
    borrowerApi.aispRedirect,
    forConsentedApplication(ctx, 'gathering'),
    ({ application, request }, reply) => {
      const service = application.kreditzCheck ? null : application.service;
      if (service === null) return sendError(reply, 400, NOT_REDIRECT_PROVIDER);
      return answer(reply, borrowerApi.aispRedirect, {
        redirect_url: providerPage({ id: application.id, service }, request, null),
      });
    },
  );

  route(app, borrowerApi.aispBanks, forBankChoice(ctx), (_call, reply) =>
    answer(reply, borrowerApi.aispBanks, [...AISP_BANKS]),
  );

  route(
    app,
    borrowerApi.aispSession,
    forBankChoice(ctx),
    ({ application, request, body }, reply) => {
      const bank = AISP_BANKS.find((known) => known.id === body.bank_id);
      if (!bank) {
        return sendInvalid(reply, {
          message: VALIDATION_FAILED,
          errors: { bank_id: ['The selected bank id is invalid.'] },
        });
      }
      return answer(reply, borrowerApi.aispSession, {
        redirect_url: providerPage({ id: application.id, service: 'neonomics' }, request, bank.id),
      });
    },
  );

  route(
    app,
    borrowerApi.aispTransactions,
    forConsentedApplication(ctx, 'gathering'),
    ({ application, body }, reply) => {
      const now = ctx.clock.now();
      const choice = redeemAispCode(ctx.db, application.id, body.code, now);
      if (!choice) return sendError(reply, 400, INVALID_CODE);
      attachAccountData(ctx.db, application.id, choice, now);
      return answer(reply, borrowerApi.aispTransactions, { success: true });
    },
  );

  route(
    app,
    borrowerApi.kreditzScoringCheck,
    forConsentedApplication(ctx, 'scoring'),
    ({ application }, reply) =>
      answer(reply, borrowerApi.kreditzScoringCheck, {
        status: scoringStatus(ctx.db, application, ctx.clock.now(), today()),
      }),
  );

  route(
    app,
    borrowerApi.kreditzScoringReady,
    forConsentedApplication(ctx, 'scoring'),
    ({ application }, reply) => {
      const decided = decide(ctx.db, application, ctx.clock.now(), today());
      if (!decided.approved && !decided.rejected) return sendError(reply, 409, SCORING_NOT_READY);
      return answer(reply, borrowerApi.kreditzScoringReady, {
        approved: decided.approved,
        loanApplication: applicationOnWire(ctx.db, getApplication(ctx.db, decided.id)),
      });
    },
  );

  route(
    app,
    borrowerApi.scoringCheck,
    forConsentedApplication(ctx, 'scoring'),
    ({ application }, reply) => {
      const check = olderScoringCheck(ctx.db, application, ctx.clock.now(), today());
      if (check.ok) return answer(reply, borrowerApi.scoringCheck, { success: true });
      const body: z.input<typeof scoringCheckRejection> = {
        message: check.message,
        retry: check.retry,
      };
      return reply.code(400).send(body);
    },
  );
}
