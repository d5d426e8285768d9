import type { SandboxContext } from '../http/context.ts';
import { applicationOfUser, type StoredApplication } from '../domain/applications/store.ts';
import { forUser, type UserSession } from '../http/auth.ts';
import { Refusal, type Guard } from '../http/endpoint-route.ts';

export const NO_APPLICATION = 'Loan application not found.';
export const CONSENT_REQUIRED = 'Consent to the credit information check is required first.';
export const APPLICATION_CLOSED = 'The loan application is closed.';
export const ALREADY_SCORED = 'The loan application is already scored.';
export const NOT_BANK_CHOICE = 'This application does not choose a bank.';

/** What an application route works on: the user's own application, and the session. */
export interface ApplicationAccess {
  session: UserSession;
  application: StoredApplication;
}

/**
 * A route on the user's own application, the one the path parameter `param` names (another
 * user's is as unknown as none, and so is an id that is not one).
 */
export const forApplication =
  <K extends string>(ctx: SandboxContext, param: K): Guard<Record<K, number>, ApplicationAccess> =>
  (request, params) => {
    const user = forUser(ctx, 'required')(request, params);
    if (user instanceof Refusal) return user;
    const path = params();
    const application =
      path instanceof Refusal
        ? undefined
        : applicationOfUser(ctx.db, user.session.userId, path[param]);
    if (!application) return new Refusal(404, NO_APPLICATION);
    return { ...user, application };
  };

/**
 * A route of the account-data steps, on an open application `{id}` the user consented on:
 * 'gathering' (sharing account data) only until the scoring has decided, 'scoring' (reading the
 * decision) after too.
 */
export const forConsentedApplication =
  (ctx: SandboxContext, stage: 'gathering' | 'scoring'): Guard<{ id: number }, ApplicationAccess> =>
  (request, params) => {
    const access = forApplication(ctx, 'id')(request, params);
    if (access instanceof Refusal) return access;
    const { application } = access;
    if (application.closedAt !== null) return new Refusal(409, APPLICATION_CLOSED);
    if (!application.consented) return new Refusal(409, CONSENT_REQUIRED);
    if (stage === 'gathering' && (application.approved || application.rejected)) {
      return new Refusal(409, ALREADY_SCORED);
    }
    return access;
  };

/** The bank-choice provider's steps (neonomics): the bank list and the session at one bank. */
export const forBankChoice =
  (ctx: SandboxContext): Guard<{ id: number }, ApplicationAccess> =>
  (request, params) => {
    const access = forConsentedApplication(ctx, 'gathering')(request, params);
    if (access instanceof Refusal) return access;
    const { application } = access;
    if (application.kreditzCheck || application.service !== 'neonomics') {
      return new Refusal(400, NOT_BANK_CHOICE);
    }
    return access;
  };
