import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  borrowerApi,
  INVALID_BANK_ACCOUNT,
  INVALID_DUE_DATE,
  INVALID_TERMS,
} from '#shared/api/borrower.ts';
import { documentApi } from '#shared/api/documents.ts';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import {
  CHOOSE_DUE_DATE_AND_ACCOUNT,
  NOT_APPROVED,
  OFFER_EXPIRED,
  ALREADY_SIGNED,
} from '../domain/applications/sign.ts';
import { listBorrowerLoan } from '../domain/engine/borrower-loans.ts';
import { parsed, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { applicationFixture, errorsOf, messageOf } from '../test/loan-application.ts';
import { NO_APPLICATION } from './loan-application-access.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const f = applicationFixture(() => sandbox);
const DAY = 86_400;

async function active(token: string) {
  const response = await f.call(borrowerApi.activeApplication, token);
  expect(response.statusCode).toBe(200);
  return parsed(borrowerApi.activeApplication.response, response).data;
}

function bankAccountIds(userId: number) {
  return sandbox.db
    .all(z.object({ id: z.number() }), 'SELECT id FROM bank_accounts WHERE user_id = ?', userId)
    .map((row) => row.id);
}

describe('POST api/borrower/loan-application', () => {
  it('stores an application waiting for consent, with the provider of the applicant', async () => {
    const token = await f.login('new-borrower');
    const { loan_application: application, rejected } = await f.create(token, 5000, 24);
    expect(rejected).toBe(false);
    expect(application).toMatchObject({
      amount: 500_000,
      terms: 24,
      state: 'bs4',
      is_checked_ccis: false,
      approved: false,
      rejected: false,
      kreditz_check: true,
      service: null,
      created_at: '2024-05-06T09:00:00.000Z',
    });
    const tink = await f.create(await f.login('borrower-tink'));
    expect(tink.loan_application).toMatchObject({ kreditz_check: false, service: 'nordigen-tink' });
    const neonomics = await f.create(await f.login('borrower-neonomics'));
    expect(neonomics.loan_application.service).toBe('neonomics');
    expect(neonomics.loan_application.banks?.length).toBeGreaterThan(0);
  });

  it('answers 422 per field for a missing or malformed amount or term', async () => {
    const token = await f.login('new-borrower');
    const cases: [object, Record<string, string[]>][] = [
      [{}, { amount: [MESSAGES.required], terms: [MESSAGES.required] }],
      [{ amount: 0, terms: 24 }, { amount: [MESSAGES.amount] }],
      [{ amount: 12.5, terms: 24 }, { amount: [MESSAGES.amount] }],
      [{ amount: '5000', terms: 24 }, { amount: [MESSAGES.amount] }],
      [{ amount: 5000, terms: 0 }, { terms: [INVALID_TERMS] }],
      [{ amount: 5000, terms: 2.5 }, { terms: [INVALID_TERMS] }],
    ];
    for (const [body, errors] of cases) {
      const response = await f.call(borrowerApi.createApplication, token, {}, body);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual(errors);
    }
  });

  /**
   * Laura (applicant-near-limit) owing 18 500 € on a loan paid out in 2022 with six installments
   * paid: her persona loan is played with the world, which this quiet sandbox leaves out.
   */
  function owes18500() {
    const { id } = listBorrowerLoan(
      sandbox.db,
      {
        borrowerUserId: 149,
        product: 'reducing',
        amountCents: 1_850_000,
        termMonths: 84,
        dueDay: 15,
      },
      '2022-06-06',
    );
    sandbox.db.run(
      "UPDATE engine_loans SET state = 'ACTIVE', disbursed_on = '2022-06-06' WHERE id = ?",
      id,
    );
    for (let number = 1; number <= 6; number += 1) {
      sandbox.db.run(
        `INSERT INTO engine_installments (loan_id, number, due_date, principal_cents,
           interest_cents, fee_cents, state, paid_on, annual_rate_bp)
         VALUES (?, ?, '2022-07-15', 0, 0, 0, 'PAID', '2022-07-15', 990)`,
        id,
        number,
      );
    }
  }

  it('refuses at once past the 20 000 € limit with the other loans, keeping the application', async () => {
    owes18500();
    const token = await f.login('applicant-near-limit');
    const refused = await f.create(token, 1501, 24);
    expect(refused.rejected).toBe(true);
    expect(refused.loan_application).toMatchObject({ rejected: true, amount: 150_100 });
    expect(await active(token)).toMatchObject({ id: refused.loan_application.id, rejected: true });
  });

  it('takes an amount that stays within the limit', async () => {
    owes18500();
    const token = await f.login('applicant-near-limit');
    expect((await f.create(token, 1500, 24)).rejected).toBe(false);
  });

  it('refuses at once a term over 84 months', async () => {
    const token = await f.login('new-borrower');
    expect((await f.create(token, 5000, 85)).rejected).toBe(true);
  });

  it('answers the standing refusal again for 91 days, then takes a new application', async () => {
    const token = await f.login('applicant-rejected');
    const standing = await f.create(token, 3000, 12);
    expect(standing.rejected).toBe(true);
    expect(standing.loan_application.created_at).toBe('2024-04-26T09:00:00.000Z');
    sandbox.clock.advance(81 * DAY);
    const fresh = await f.create(token, 3000, 12);
    expect(fresh.rejected).toBe(false);
    expect(fresh.loan_application.id).not.toBe(standing.loan_application.id);
  });

  it('replaces the open application with the new one', async () => {
    const token = await f.login('new-borrower');
    const first = await f.create(token);
    const second = await f.create(token, 7000, 36);
    expect((await active(token))?.id).toBe(second.loan_application.id);
    expect(second.loan_application.id).not.toBe(first.loan_application.id);
  });

  it('needs a session and the latest terms', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: `/${borrowerApi.createApplication.path}`,
      payload: { amount: 5000, terms: 24 },
    });
    expect(response.statusCode).toBe(401);
    const token = await f.login('new-borrower');
    sandbox.db.run('DELETE FROM terms_acceptances WHERE user_id = 101');
    const refused = await f.call(borrowerApi.createApplication, token, {}, { amount: 1, terms: 1 });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(TERMS_NOT_SIGNED_MESSAGE);
  });
});

describe('GET api/borrower/loan-application/active', () => {
  it('is null without an application', async () => {
    expect(await active(await f.login('new-borrower'))).toBeNull();
  });

  it('shows a refusal for 91 days from its creation, then nothing', async () => {
    const token = await f.login('applicant-rejected');
    expect(await active(token)).toMatchObject({
      rejected: true,
      created_at: '2024-04-26T09:00:00.000Z',
    });
    sandbox.clock.advance(80 * DAY);
    expect(await active(token)).toMatchObject({ rejected: true });
    sandbox.clock.advance(1 * DAY);
    expect(await active(token)).toBeNull();
  });

  it('is not another user’s application', async () => {
    await f.create(await f.login('new-borrower'));
    expect(await active(await f.login('borrower-tink'))).toBeNull();
  });
});

describe('PATCH …/{id}/consent', () => {
  it('must be checked: 422 otherwise, the state left waiting', async () => {
    const token = await f.login('new-borrower');
    const { loan_application: application } = await f.create(token);
    for (const body of [{}, { is_checked_ccis: false }]) {
      const response = await f.call(borrowerApi.consent, token, { id: application.id }, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['is_checked_ccis']);
    }
    expect(await active(token)).toMatchObject({ state: 'bs4', is_checked_ccis: false });
  });

  it('stores the consent and moves the state on from bs4', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    expect(application).toMatchObject({ is_checked_ccis: true, state: 'consented' });
  });

  it('is 404 for another user’s application', async () => {
    const { loan_application: application } = await f.create(await f.login('new-borrower'));
    const response = await f.call(
      borrowerApi.consent,
      await f.login('borrower-tink'),
      { id: application.id },
      { is_checked_ccis: true },
    );
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(NO_APPLICATION);
  });
});

describe('PATCH …/{id}: due date and bank account', () => {
  it('plans the offer on the chosen due day and account', async () => {
    const token = await f.login('new-borrower');
    const offer = await f.approved(token);
    expect(offer.payment_plan?.[0]?.dueDate).toBe('2024-07-01');
    const [account] = bankAccountIds(101);
    const response = await f.call(
      borrowerApi.updateApplication,
      token,
      { id: offer.id },
      { due_date: 31, bank_account_id: account },
    );
    expect(response.statusCode).toBe(200);
    const updated = parsed(borrowerApi.updateApplication.response, response).data;
    expect(updated).toMatchObject({ due_date: 31, bank_account_id: account });
    expect(updated.payment_plan?.slice(0, 2).map((row) => row.dueDate)).toEqual([
      '2024-06-30',
      '2024-07-31',
    ]);
  });

  it('takes only the due-date choices and the user’s own accounts (422)', async () => {
    const token = await f.login('new-borrower');
    const offer = await f.approved(token);
    const [own] = bankAccountIds(101);
    const [someoneElses] = bankAccountIds(128);
    const cases: [object, Record<string, string[]>][] = [
      [{ due_date: 5, bank_account_id: own }, { due_date: [INVALID_DUE_DATE] }],
      [{ due_date: 30, bank_account_id: own }, { due_date: [INVALID_DUE_DATE] }],
      [
        { due_date: 10, bank_account_id: someoneElses },
        { bank_account_id: [INVALID_BANK_ACCOUNT] },
      ],
      [{ due_date: 10 }, { bank_account_id: [MESSAGES.required] }],
    ];
    for (const [body, errors] of cases) {
      const response = await f.call(borrowerApi.updateApplication, token, { id: offer.id }, body);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual(errors);
    }
  });

  it('is refused once the offer is three days old (and the application is no longer active)', async () => {
    const token = await f.login('new-borrower');
    const offer = await f.approved(token);
    const [account] = bankAccountIds(101);
    sandbox.clock.advance(3 * DAY - 1);
    const inTime = await f.call(
      borrowerApi.updateApplication,
      token,
      { id: offer.id },
      { due_date: 15, bank_account_id: account },
    );
    expect(inTime.statusCode).toBe(200);
    sandbox.clock.advance(1);
    const late = await f.call(
      borrowerApi.updateApplication,
      token,
      { id: offer.id },
      { due_date: 15, bank_account_id: account },
    );
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(OFFER_EXPIRED);
    expect(await active(token)).toBeNull();
  });

  it('is refused before there is an offer', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const [account] = bankAccountIds(101);
    const response = await f.call(
      borrowerApi.updateApplication,
      token,
      { id: application.id },
      { due_date: 1, bank_account_id: account },
    );
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(NOT_APPROVED);
  });
});

describe('GET api/document/borrower/{applicationId}', () => {
  it('is the contract with the offer’s figures, in the reader’s language, escaped', async () => {
    const token = await f.login('new-borrower');
    sandbox.db.run("UPDATE users SET first_name = '<b>Aino</b>' WHERE id = 101");
    const offer = await f.approved(token, 5000, 24);
    const response = await f.call(
      documentApi.borrowerContract,
      token,
      { applicationId: offer.id },
      undefined,
      {
        'accept-language': 'en',
      },
    );
    expect(response.statusCode).toBe(200);
    const { html } = parsed(documentApi.borrowerContract.response, response).data;
    expect(html).toContain('Loan contract');
    expect(html).toContain('5000.00 €');
    expect(html).toContain('230.49 €');
    expect(html).toContain('8.75 %');
    expect(html).toContain('&lt;b&gt;Aino&lt;/b&gt;');
    expect(html).not.toContain('<b>Aino');
  });

  it('is 409 without an offer and 404 for another user’s application', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const none = await f.call(documentApi.borrowerContract, token, {
      applicationId: application.id,
    });
    expect(none.statusCode).toBe(409);
    const other = await f.call(documentApi.borrowerContract, await f.login('borrower-tink'), {
      applicationId: application.id,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST api/borrower/loan', () => {
  const engineLoans = () =>
    sandbox.db.all(
      z.object({ borrower_user_id: z.number(), amount_cents: z.number(), term_months: z.number() }),
      'SELECT borrower_user_id, amount_cents, term_months FROM engine_loans',
    );

  it('opens the loan in the engine and closes the application', async () => {
    const token = await f.login('new-borrower');
    const offer = await f.approved(token, 5000, 24);
    const [account] = bankAccountIds(101);
    await f.call(
      borrowerApi.updateApplication,
      token,
      { id: offer.id },
      { due_date: 15, bank_account_id: account },
    );
    const response = await f.call(
      borrowerApi.signLoan,
      token,
      {},
      { loan_application_id: offer.id },
    );
    expect(response.statusCode).toBe(200);
    expect(engineLoans()).toEqual([
      { borrower_user_id: 101, amount_cents: 500_000, term_months: 24 },
    ]);
    expect(await active(token)).toBeNull();
    const again = await f.call(borrowerApi.signLoan, token, {}, { loan_application_id: offer.id });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(ALREADY_SIGNED);
    expect(engineLoans()).toHaveLength(1);
  });

  it('needs the due date and account chosen, a valid offer, and the user’s own application', async () => {
    const token = await f.login('new-borrower');
    const offer = await f.approved(token);
    const unchosen = await f.call(
      borrowerApi.signLoan,
      token,
      {},
      { loan_application_id: offer.id },
    );
    expect(unchosen.statusCode).toBe(409);
    expect(messageOf(unchosen)).toBe(CHOOSE_DUE_DATE_AND_ACCOUNT);

    const [account] = bankAccountIds(101);
    await f.call(
      borrowerApi.updateApplication,
      token,
      { id: offer.id },
      { due_date: 1, bank_account_id: account },
    );
    const other = await f.call(
      borrowerApi.signLoan,
      await f.login('borrower-tink'),
      {},
      {
        loan_application_id: offer.id,
      },
    );
    expect(other.statusCode).toBe(404);

    sandbox.clock.advance(3 * DAY);
    const late = await f.call(borrowerApi.signLoan, token, {}, { loan_application_id: offer.id });
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(OFFER_EXPIRED);
    expect(engineLoans()).toEqual([]);
  });

  it('refuses an application without an approved offer, and a missing id (422)', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const response = await f.call(
      borrowerApi.signLoan,
      token,
      {},
      { loan_application_id: application.id },
    );
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(NOT_APPROVED);
    const missing = await f.call(borrowerApi.signLoan, token, {}, {});
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual({ loan_application_id: [MESSAGES.required] });
  });
});
