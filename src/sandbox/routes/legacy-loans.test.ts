import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authApi, legacyAuthResponse } from '#shared/api/auth.ts';
import { errorBody } from '#shared/api/envelope.ts';
import { LEGACY_INVOICE_STATUS, legacyLoanApi, type LegacyLoan } from '#shared/api/legacy.ts';
import { legacyLoanType } from '#shared/domain/finance/index.ts';
import {
  bearer,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';
import { INVOICE_NOT_DOWNLOADABLE, NO_LEGACY_INVOICE } from './legacy-loans.ts';

/*
 * The old platform's borrower loans in a sandbox seeded with the marketplace (today 2024-05-06):
 * Tuula's fixed-rate loan from 2018, repaid as the engine plays her, and Jari's, in debt
 * collection.
 */

const BUILD_TIMEOUT_MS = 90_000;
const TUULA = 70109;
const JARI = 70113;
const DAY_SECONDS = 86_400;

let sandbox: TestSandbox;

async function legacyLogin(username: string, password: string): Promise<string> {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: `/${authApi.legacyAuth.path}`,
    payload: { username, password },
  });
  return parsed(legacyAuthResponse, response).data.token;
}
const tuulaToken = () => legacyLogin('tuula.hamalainen', 'Laina2017');

const getLoans = (token?: string) =>
  sandbox.app.inject({
    url: `/${legacyLoanApi.loans.path}`,
    headers: token === undefined ? {} : bearer(token),
  });
const loansOf = async (token: string): Promise<LegacyLoan[]> =>
  parsed(legacyLoanApi.loans.response, await getLoans(token)).data;

const getInvoice = (token: string, legacyUserId: number | string, id: string) =>
  sandbox.app.inject({
    url: `/${legacyLoanApi.invoice.path}`,
    query: { legacy_user_id: String(legacyUserId), id },
    headers: bearer(token),
  });

const rowDue = (loan: LegacyLoan, dueDate: string) => {
  const row = loan.LoanPlan.find((entry) => entry.DueDate === dueDate);
  if (!row) throw new Error(`No plan row due ${dueDate}`);
  return row;
};

beforeAll(async () => {
  sandbox = await startTestSandbox({ world: true });
}, BUILD_TIMEOUT_MS);
afterAll(() => sandbox.close());

describe('GET api/legacy/loans', () => {
  it("gives the legacy borrower her 2018 loan: paid rows, today's invoice, the rest not invoiced", async () => {
    const [loan, ...others] = await loansOf(await tuulaToken());
    expect(others).toEqual([]);
    if (!loan) throw new Error('no loan');
    expect(loan).toMatchObject({
      legacy_user_id: TUULA,
      loanAccountState: 'ACTIVE',
      LoanAmount: 800_000,
      InterestRate: 0.119,
    });
    expect(loan.LoanPlan[0]?.DueDate).toBe('2018-05-16');
    const statuses = loan.LoanPlan.map((row) => row.Invoice?.InvoiceStatus ?? null);
    const firstOpen = statuses.indexOf(LEGACY_INVOICE_STATUS.INVOICED);
    // Everything before the invoice sent for 16 May is paid, nothing after it is invoiced yet.
    expect(loan.LoanPlan[firstOpen]?.DueDate).toBe('2024-05-16');
    expect(new Set(statuses.slice(0, firstOpen))).toEqual(new Set([LEGACY_INVOICE_STATUS.PAID]));
    expect(new Set(statuses.slice(firstOpen + 1))).toEqual(new Set([null]));
    const open = rowDue(loan, '2024-05-16').Invoice;
    expect(open?.InvoiceNumber).toMatch(/^\d+$/);
    expect(open).toMatchObject({ PaidAmount: 0, DueDate: '2024-05-16' });
    // A borrower who pays late pays the reminder fee too: some invoices are above the plan.
    const paidLate = loan.LoanPlan.filter(
      (row) => row.Invoice && row.Invoice.TotalAmount > row.TotalAmount,
    );
    expect(paidLate.length).toBeGreaterThan(0);
    // The remaining debt is the principal of the installments not yet paid.
    const unpaidPrincipal = loan.LoanPlan.filter(
      (row) => row.Invoice?.InvoiceStatus !== LEGACY_INVOICE_STATUS.PAID,
    ).reduce((sum, row) => sum + row.DebtAmount, 0);
    expect(loan.RemainingDebt).toBe(unpaidPrincipal);
  });

  it('gives the old platform’s fixed-rate loans as fixed rate, and one variable-interest loan', async () => {
    const [tuula] = await loansOf(await tuulaToken());
    const [jari] = await loansOf(await legacyLogin('jari.nieminen', 'Perinta2019'));
    const [seppo, ...others] = await loansOf(await legacyLogin('seppo.virtanen', 'Vaihtuva2019'));
    if (!tuula || !jari || !seppo) throw new Error('a loan is missing');
    expect(others).toEqual([]);
    expect([legacyLoanType(tuula), legacyLoanType(jari)]).toEqual(['fixed', 'fixed']);
    // 59 installments paid on time (20.6.2019 to 20.4.2024), 0.1 point each: 9.90 % → 4.00 %.
    expect(seppo).toMatchObject({ loanAccountState: 'ACTIVE', LoanAmount: 600_000 });
    expect(seppo.InterestRate).toBe(0.04);
    expect(legacyLoanType(seppo)).toBe('fair');
  });

  it('gives the loan sent to debt collection as DEBT_COLLECTION, its open invoices cancelled', async () => {
    const [loan] = await loansOf(await legacyLogin('jari.nieminen', 'Perinta2019'));
    expect(loan).toMatchObject({ legacy_user_id: JARI, loanAccountState: 'DEBT_COLLECTION' });
    const statuses = new Set(loan?.LoanPlan.map((row) => row.Invoice?.InvoiceStatus));
    expect(statuses.has(LEGACY_INVOICE_STATUS.INVOICED)).toBe(false);
    expect(statuses.has(LEGACY_INVOICE_STATUS.CANCELED)).toBe(true);
  });

  it('gives a legacy investor and a new-system user without a legacy borrower user no loans', async () => {
    expect(await loansOf(await legacyLogin('eero.salminen', 'Sijoitus2018'))).toEqual([]);
    expect(
      await loansOf(await smsLogin(sandbox.app, personaPhone('investor-with-history'))),
    ).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await getLoans()).statusCode).toBe(401);
  });

  it('gives a new-system user onboarded from a legacy borrower login its old loans', async () => {
    const phone = personaPhone('investor-with-history');
    const user = sandbox.db.get(
      z.object({ id: z.number() }),
      'SELECT id FROM users WHERE mobile_phone = ?',
      phone,
    );
    sandbox.db.run(
      'UPDATE legacy_accounts SET user_id = ? WHERE username = ?',
      user?.id ?? null,
      'jari.nieminen',
    );
    try {
      const loans = await loansOf(await smsLogin(sandbox.app, phone));
      expect(loans.map((loan) => loan.legacy_user_id)).toEqual([JARI]);
    } finally {
      sandbox.db.run(
        'UPDATE legacy_accounts SET user_id = NULL WHERE username = ?',
        'jari.nieminen',
      );
    }
  });
});

describe('GET api/legacy/invoice', () => {
  const openInvoiceNumber = async (token: string) => {
    const [loan] = await loansOf(token);
    const row = loan?.LoanPlan.find(
      (entry) => entry.Invoice?.InvoiceStatus === LEGACY_INVOICE_STATUS.INVOICED,
    );
    if (!row?.Invoice?.InvoiceNumber) throw new Error('no open invoice');
    return row.Invoice.InvoiceNumber;
  };

  it('gives the INVOICED invoice as a base64 PDF naming its number, amount and reference', async () => {
    const token = await tuulaToken();
    const number = await openInvoiceNumber(token);
    const response = await getInvoice(token, TUULA, number);
    const pdf = Buffer.from(
      parsed(legacyLoanApi.invoice.response, response).data.Invoice,
      'base64',
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(number);
    expect(text).toContain('2024-05-16');
    expect(text).toContain('126.81 EUR');
  });

  it('answers 422 for a paid invoice and 404 for an unknown number', async () => {
    const token = await tuulaToken();
    const [loan] = await loansOf(token);
    const paid = loan?.LoanPlan[0]?.Invoice?.InvoiceNumber ?? '';
    const refused = await getInvoice(token, TUULA, paid);
    expect(refused.statusCode).toBe(422);
    expect(parsed(errorBody, refused).message).toBe(INVOICE_NOT_DOWNLOADABLE);
    const unknown = await getInvoice(token, TUULA, '999999999');
    expect(unknown.statusCode).toBe(404);
    expect(parsed(errorBody, unknown).message).toBe(NO_LEGACY_INVOICE);
  });

  it("answers 404 for another user's invoice, whoever asks", async () => {
    const number = await openInvoiceNumber(await tuulaToken());
    const jari = await legacyLogin('jari.nieminen', 'Perinta2019');
    expect((await getInvoice(jari, TUULA, number)).statusCode).toBe(404);
    const eero = await legacyLogin('eero.salminen', 'Sijoitus2018');
    expect((await getInvoice(eero, TUULA, number)).statusCode).toBe(404);
  });

  it('answers 422 without an invoice number', async () => {
    expect((await getInvoice(await tuulaToken(), TUULA, '')).statusCode).toBe(422);
  });
});

describe('as the clock moves', () => {
  it('pays the invoice of 16 May and sends the next ones', async () => {
    sandbox.clock.advance(60 * DAY_SECONDS);
    const [loan] = await loansOf(await tuulaToken());
    if (!loan) throw new Error('no loan');
    expect(rowDue(loan, '2024-05-16').Invoice?.InvoiceStatus).toBe(LEGACY_INVOICE_STATUS.PAID);
    expect(rowDue(loan, '2024-07-16').Invoice?.InvoiceStatus).toBe(LEGACY_INVOICE_STATUS.INVOICED);
    expect(rowDue(loan, '2024-08-16').Invoice).toBeNull();
  });
});
