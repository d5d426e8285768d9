import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { borrowerApi, SCORING_STATUS, scoringCheckRejection } from '#shared/api/borrower.ts';
import { CLIENT_HEADER, DESKTOP_CLIENT } from '#shared/client-header.ts';
import {
  NO_ACCOUNT_DATA,
  REJECTED_BY_SCORING,
  TOO_FEW_TRANSACTIONS,
  UNREADABLE_ACCOUNT,
} from '../domain/applications/scoring.ts';
import { AISP_PAGE_PATH, KREDITZ_PAGE_PATH } from '../providers/account-data-page.ts';
import { parsed, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { CONSENT_REQUIRED, NOT_BANK_CHOICE } from './loan-application-access.ts';
import { applicationFixture, errorsOf, messageOf } from '../test/loan-application.ts';
import {
  INVALID_CODE,
  NOT_KREDITZ,
  NOT_REDIRECT_PROVIDER,
  SCORING_NOT_READY,
} from './loan-application-providers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox({ corsOrigins: ['http://localhost:5173'] });
});
afterEach(() => sandbox.close());

const f = applicationFixture(() => sandbox);
const WEB = 'http://localhost:4173';

/** The message the frame's answer page posts, and the origin it posts it to. */
function postedMessage(html: string) {
  const match = /window\.parent\.postMessage\((\{.*\}), (".*")\);/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error(`No postMessage in ${html}`);
  return {
    message: JSON.parse(match[1]) as unknown,
    targetOrigin: JSON.parse(match[2]) as unknown,
  };
}

async function scoringReady(token: string, id: number) {
  const response = await f.call(borrowerApi.kreditzScoringReady, token, { id });
  expect(response.statusCode).toBe(200);
  return parsed(borrowerApi.kreditzScoringReady.response, response).data;
}

async function olderCheck(token: string, id: number) {
  return f.call(borrowerApi.scoringCheck, token, { id });
}

describe('the Kreditz frame', () => {
  it('is a sandbox page for the app’s own origin, desktop or web', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const desktop = await f.redirectUrl(borrowerApi.kreditzRedirect, token, application.id);
    expect(desktop.pathname).toBe(KREDITZ_PAGE_PATH);
    expect(desktop.searchParams.get('app_origin')).toBe('app://vertaislaina');

    const web = await f.call(
      borrowerApi.kreditzRedirect,
      token,
      { id: application.id },
      undefined,
      {
        origin: WEB,
      },
    );
    const url = new URL(parsed(borrowerApi.kreditzRedirect.response, web).data.redirect_url);
    expect(url.origin).toBe(WEB);
    expect(url.searchParams.get('app_origin')).toBe(WEB);

    const sameOrigin = await f.call(
      borrowerApi.kreditzRedirect,
      token,
      { id: application.id },
      undefined,
      { referer: `${WEB}/dashboard/borrower/loan-application/kreditz` },
    );
    const framed = new URL(
      parsed(borrowerApi.kreditzRedirect.response, sameOrigin).data.redirect_url,
    );
    expect(framed.searchParams.get('app_origin')).toBe(WEB);

    const page = await sandbox.app.inject({ url: `${desktop.pathname}${desktop.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Share the main account');
  });

  it('refuses an app origin that is not the app’s', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const url = await f.redirectUrl(borrowerApi.kreditzRedirect, token, application.id);
    url.searchParams.set('app_origin', 'https://attacker.example');
    const page = await sandbox.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
    const posted = await f.submitPage(url, {
      state: url.searchParams.get('state') ?? '',
      app_origin: 'https://attacker.example',
      action: 'main',
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).not.toContain('postMessage');
  });

  it('posts success with the flow completed to the app’s origin when an account is shared', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const answer = await f.shareInFrame(token, application.id, 'main');
    expect(answer.statusCode).toBe(200);
    const { message, targetOrigin } = postedMessage(answer.body);
    expect(targetOrigin).toBe('app://vertaislaina');
    expect(message).toMatchObject({
      type: 'kreditz',
      status: 'success',
      user_flow_completed: true,
    });
  });

  it('posts the cancelled bank authentication and the error', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const cancelled = await f.shareInFrame(token, application.id, 'cancel');
    expect(postedMessage(cancelled.body).message).toMatchObject({
      status: 'user_cancelled_bank_authentication',
      user_flow_completed: false,
    });
    const url = await f.redirectUrl(borrowerApi.kreditzRedirect, token, application.id);
    const failed = await f.submitPage(url, {
      state: url.searchParams.get('state') ?? '',
      app_origin: 'app://vertaislaina',
      action: 'frame-error',
    });
    expect(postedMessage(failed.body).message).toMatchObject({ status: 'error' });
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.pending);
  });

  it('answers each visit once', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const url = await f.redirectUrl(borrowerApi.kreditzRedirect, token, application.id);
    const fields = {
      state: url.searchParams.get('state') ?? '',
      app_origin: 'app://vertaislaina',
      action: 'main',
    };
    expect((await f.submitPage(url, fields)).statusCode).toBe(200);
    expect((await f.submitPage(url, fields)).statusCode).toBe(400);
  });

  it('is only for the frame’s applications, after consent', async () => {
    const tink = await f.login('borrower-tink');
    const other = await f.consented(tink);
    const refused = await f.call(borrowerApi.kreditzRedirect, tink, { id: other.id });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(NOT_KREDITZ);

    const token = await f.login('new-borrower');
    const { loan_application: unconsented } = await f.create(token);
    const early = await f.call(borrowerApi.kreditzRedirect, token, { id: unconsented.id });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(CONSENT_REQUIRED);
  });
});

describe('kreditz/scoring-check and scoring-ready', () => {
  it('main account: pending until shared and once more, then ready and approved with an offer', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token, 5000, 24);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.pending);
    const early = await f.call(borrowerApi.kreditzScoringReady, token, { id: application.id });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(SCORING_NOT_READY);

    await f.shareInFrame(token, application.id, 'main');
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.pending);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.ready);
    const { approved, loanApplication } = await scoringReady(token, application.id);
    expect(approved).toBe(true);
    expect(loanApplication).toMatchObject({
      approved: true,
      amount_offered: 500_000,
      terms_offered: 24,
      installment_offered: 23_049,
      monthly_fee: 1_250,
      total_installment_offered: 24_299,
      first_year_total_fee: 15_000,
      due_date: null,
    });
    expect(loanApplication.average_nominal_interest).toBeCloseTo(0.0875, 10);
    expect(loanApplication.average_effective_annual_interest).toBeCloseTo(0.15127, 4);
    expect(loanApplication.payment_plan).toHaveLength(24);
    expect(loanApplication.payment_plan?.[0]).toEqual({
      dueDate: '2024-07-01',
      totalDue: 27_736,
      interest: 0.099,
      fees: 1_250,
      principalAmount: 18_924,
      interestAmount: 7_562,
    });
  });

  it('lowers the amount offered to what the income carries (six months of salary)', async () => {
    const token = await f.login('new-borrower');
    const offer = await f.approved(token, 20_000, 60);
    expect(offer.amount).toBe(2_000_000);
    expect(offer.amount_offered).toBe(1_560_000);
  });

  it('few transactions: not the main account, and another account may follow', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    await f.shareInFrame(token, application.id, 'few-transactions');
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.pending);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.notMainAccount);
    await f.shareInFrame(token, application.id, 'main');
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.pending);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.ready);
  });

  it('defaults: ready and rejected; the refusal is the active application', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    await f.shareInFrame(token, application.id, 'defaults');
    await f.status(token, application.id);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.ready);
    const { approved, loanApplication } = await scoringReady(token, application.id);
    expect(approved).toBe(false);
    expect(loanApplication).toMatchObject({ rejected: true, amount_offered: null });
    const active = await f.call(borrowerApi.activeApplication, token);
    expect(parsed(borrowerApi.activeApplication.response, active).data).toMatchObject({
      id: application.id,
      rejected: true,
    });
  });

  it('an unreadable account: scoring error', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    await f.shareInFrame(token, application.id, 'error');
    await f.status(token, application.id);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.error);
  });
});

describe('scoring/check (the older check)', () => {
  const rejection = (response: { json(): unknown }) => scoringCheckRejection.parse(response.json());

  it('succeeds for the main account', async () => {
    const token = await f.login('borrower-tink');
    const application = await f.consented(token);
    await f.shareByRedirect(token, application.id, 'main');
    const response = await olderCheck(token, application.id);
    expect(response.statusCode).toBe(200);
    expect(parsed(borrowerApi.scoringCheck.response, response).data).toEqual({ success: true });
  });

  it.each([
    ['few-transactions', TOO_FEW_TRANSACTIONS, true],
    ['error', UNREADABLE_ACCOUNT, true],
    ['defaults', REJECTED_BY_SCORING, false],
  ] as const)('answers 400 for %s with retry %s', async (choice, message, retry) => {
    const token = await f.login('borrower-tink');
    const application = await f.consented(token);
    await f.shareByRedirect(token, application.id, choice);
    const response = await olderCheck(token, application.id);
    expect(response.statusCode).toBe(400);
    expect(rejection(response)).toEqual({ message, retry });
  });

  it('asks for a retry before any account data', async () => {
    const token = await f.login('borrower-tink');
    const application = await f.consented(token);
    const response = await olderCheck(token, application.id);
    expect(response.statusCode).toBe(400);
    expect(rejection(response)).toEqual({ message: NO_ACCOUNT_DATA, retry: true });
  });
});

describe('the redirect provider (nordigen-tink)', () => {
  async function pageAnswer(headers: Record<string, string>, action = 'main') {
    const token = await f.login('borrower-tink');
    const application = await f.consented(token);
    const response = await f.call(
      borrowerApi.aispRedirect,
      token,
      { id: application.id },
      undefined,
      headers,
    );
    expect(response.statusCode).toBe(200);
    const url = new URL(parsed(borrowerApi.aispRedirect.response, response).data.redirect_url);
    const state = url.searchParams.get('state') ?? '';
    expect(state).not.toBe('');
    const page = await sandbox.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const answer = await f.submitPage(url, { state, action });
    expect(answer.statusCode).toBe(302);
    return { token, application, url, state, back: new URL(answer.headers.location ?? '') };
  }

  it('returns to the desktop app by the tink-callback deep link with the code and state', async () => {
    const { url, state, back } = await pageAnswer({ [CLIENT_HEADER]: DESKTOP_CLIENT });
    expect(url.pathname).toBe(AISP_PAGE_PATH);
    expect(`${back.protocol}//${back.host}`).toBe('vertaislaina://tink-callback');
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('returns to the web origin’s /tink-callback in web mode', async () => {
    const { url, back, state } = await pageAnswer({ origin: WEB });
    expect(url.origin).toBe(WEB);
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB}/tink-callback`);
    expect(back.searchParams.get('state')).toBe(state);
  });

  it('finds the web origin by the Referer of a same-origin GET (sent without Origin)', async () => {
    const { url, back } = await pageAnswer({ referer: `${WEB}/dashboard/borrower/aisp` });
    expect(url.origin).toBe(WEB);
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB}/tink-callback`);
  });

  it('returns the cancellation without a code', async () => {
    const { back, state } = await pageAnswer({ origin: WEB }, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('exchanges a code once, for its own application, and scoring starts on it', async () => {
    const { token, application, back } = await pageAnswer({ origin: WEB });
    const code = back.searchParams.get('code') ?? '';
    const tx = (id: number, body: object) =>
      f.call(borrowerApi.aispTransactions, token, { id }, body);
    const missing = await tx(application.id, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorsOf(missing))).toEqual(['code']);
    expect((await tx(application.id, { code: 'made-up' })).statusCode).toBe(400);
    expect((await tx(application.id, { code })).statusCode).toBe(200);
    const again = await tx(application.id, { code });
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(INVALID_CODE);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.pending);
    expect(await f.status(token, application.id)).toBe(SCORING_STATUS.ready);
  });

  it('refuses a code after ten minutes', async () => {
    const { token, application, back } = await pageAnswer({ origin: WEB });
    sandbox.clock.advance(600);
    const late = await f.call(
      borrowerApi.aispTransactions,
      token,
      { id: application.id },
      {
        code: back.searchParams.get('code') ?? '',
      },
    );
    expect(late.statusCode).toBe(400);
  });

  it('is not for the frame’s applications', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const response = await f.call(borrowerApi.aispRedirect, token, { id: application.id });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(NOT_REDIRECT_PROVIDER);
  });
});

describe('the bank-choice provider (neonomics)', () => {
  it('lists the banks and opens the chosen bank’s page', async () => {
    const token = await f.login('borrower-neonomics');
    const application = await f.consented(token);
    const banks = await f.call(borrowerApi.aispBanks, token, { id: application.id });
    expect(banks.statusCode).toBe(200);
    const list = parsed(borrowerApi.aispBanks.response, banks).data;
    expect(list).toContainEqual({ id: 'op', bankDisplayName: 'OP' });

    const url = await f.redirectUrl(borrowerApi.aispSession, token, application.id, {
      bank_id: 'op',
    });
    const page = await sandbox.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Share your OP account data');
    const answer = await f.submitPage(url, {
      state: url.searchParams.get('state') ?? '',
      action: 'main',
    });
    expect(answer.headers.location).toMatch(/^vertaislaina:\/\/tink-callback\?code=/);
  });

  it('answers 422 for an unknown bank', async () => {
    const token = await f.login('borrower-neonomics');
    const application = await f.consented(token);
    const response = await f.call(
      borrowerApi.aispSession,
      token,
      { id: application.id },
      { bank_id: 'nope' },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(['bank_id']);
  });

  it('is only for neonomics applications', async () => {
    const token = await f.login('borrower-tink');
    const application = await f.consented(token);
    const banks = await f.call(borrowerApi.aispBanks, token, { id: application.id });
    expect(banks.statusCode).toBe(400);
    expect(messageOf(banks)).toBe(NOT_BANK_CHOICE);
    const session = await f.call(
      borrowerApi.aispSession,
      token,
      { id: application.id },
      { bank_id: 'op' },
    );
    expect(session.statusCode).toBe(400);
  });
});

describe('POST …/kreditz/log-event', () => {
  it('stores the frame’s event; 422 without a status', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const logged = await f.call(
      borrowerApi.kreditzLogEvent,
      token,
      { id: application.id },
      {
        status: 'success',
        case_id: 'case-1',
        message: 'Account data shared.',
      },
    );
    expect(logged.statusCode).toBe(200);
    const events = sandbox.db.all(
      z.object({ status: z.string(), case_id: z.string().nullable() }),
      'SELECT status, case_id FROM kreditz_events WHERE application_id = ?',
      application.id,
    );
    expect(events).toEqual([{ status: 'success', case_id: 'case-1' }]);
    const invalid = await f.call(borrowerApi.kreditzLogEvent, token, { id: application.id }, {});
    expect(invalid.statusCode).toBe(422);
  });
});
