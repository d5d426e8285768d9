import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerApi, type BorrowerLoan } from '#shared/api/borrower.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { userApi, userResponse } from '#shared/api/user.ts';
import { openBorrowerLoan } from '../domain/engine/borrower-loans.ts';
import {
  bearer,
  controlSecret,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';

// The clock of every test sandbox: 2024-05-06 (test/sandbox.ts START).
const TODAY = '2024-05-06';

async function profileLoans(sandbox: TestSandbox, token: string): Promise<string[]> {
  const response = await sandbox.app.inject({
    url: `/${userApi.get.path}`,
    headers: bearer(token),
  });
  return parsed(userResponse, response).data.loans.map((loan) => loan.mambu_loan_id);
}

async function getLoan(sandbox: TestSandbox, token: string | null, mambuLoanId: string) {
  return sandbox.app.inject({
    url: `/${endpointPath(borrowerApi.loan, { mambuLoanId })}`,
    headers: token ? bearer(token) : {},
  });
}

async function loanOf(sandbox: TestSandbox, token: string, mambuLoanId: string) {
  const response = await getLoan(sandbox, token, mambuLoanId);
  expect(response.statusCode).toBe(200);
  return parsed(borrowerApi.loan.response, response).data;
}

const cents = (
  rows: BorrowerLoan['instalments'],
  pick: (row: BorrowerLoan['instalments'][number]) => number,
) => rows.reduce((sum, row) => sum + pick(row), 0);

/** The 7-3-1 check digit of a Finnish reference number holds. */
function validReference(reference: string): boolean {
  const digits = [...reference].map(Number);
  const check = digits.pop();
  const sum = digits
    .reverse()
    .reduce((total, digit, index) => total + digit * ([7, 3, 1][index % 3] ?? 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

describe('the persona borrowers’ loans, played by the engine', { timeout: 120_000 }, () => {
  let sandbox: TestSandbox;
  // The persona world is built once per process (seconds, more on a busy machine), then copied.
  beforeAll(async () => {
    sandbox = await startTestSandbox({ world: true });
  }, 120_000);
  afterAll(() => sandbox.close());

  const login = (persona: string) => smsLogin(sandbox.app, personaPhone(persona));

  it('shows Mikko’s loan in arrears: paid on time until the last installment due, unpaid and reminded', async () => {
    const token = await login('borrower-in-arrears');
    const [id] = await profileLoans(sandbox, token);
    const loan = await loanOf(sandbox, token, id ?? '');
    expect(loan.mambu_loan_id).toBe(id);
    expect(loan.loanAccountState).toBe('ACTIVE_IN_ARREARS');
    expect(loan.due_day_of_month).toBe(15);
    expect(loan.total_amount).toBe(800_000);
    expect(validReference(loan.reference_number)).toBe(true);
    const past = loan.instalments.filter((row) => row.due_date < TODAY);
    const late = past.at(-1);
    expect(late).toMatchObject({ due_date: '2024-04-15', state: 'LATE', total_paid_amount: 0 });
    // 21 days late: the first reminder (5.00 €) is on it, and the penalty interest at the
    // installment's rate on its invoice for 21 days of 365.
    const invoice = late ? late.principal_due + late.interest_due + late.fees_due : 0;
    expect(late?.penalty_due).toBe(500 + Math.round((invoice * (late?.interest ?? 0) * 21) / 365));
    expect(late?.penalty_due).toBeGreaterThan(500);
    for (const row of past.slice(0, -1)) {
      expect(row.state).toBe('PAID');
      expect(row.total_paid_amount).toBe(row.total_due_amount);
    }
    expect(loan.next_instalment).toEqual({
      due_date: '2024-04-15',
      total_due_amount: late?.total_due_amount,
    });
    // What is owed: the principal not yet repaid and the late installment's other charges.
    const unpaid = loan.instalments.filter((row) => row.state !== 'PAID');
    expect(loan.remaining_debt).toBe(
      cents(unpaid, (row) => row.principal_due) +
        (late ? late.interest_due + late.fees_due + late.penalty_due : 0),
    );
    // The rate stepped down for the months paid on time, and the installments show it.
    expect(loan.interest_rate).toBeLessThan(0.099);
    expect(loan.instalments[0]?.interest).toBe(0.099);
    expect(loan.instalments.at(-1)?.interest).toBe(loan.interest_rate);
  });

  it('shows Jari’s loan in debt collection, with nothing to pay next', async () => {
    const token = await login('borrower-in-debt-collection');
    const [id] = await profileLoans(sandbox, token);
    const loan = await loanOf(sandbox, token, id ?? '');
    expect(loan.loanAccountState).toBe('DEBT_COLLECTION');
    expect(loan.next_instalment).toBeNull();
    expect(loan.remaining_debt).toBeGreaterThan(0);
    expect(loan.instalments.some((row) => row.state === 'INVOICED')).toBe(false);
  });

  it('shows the punctual borrower’s fair-credit loan, due on the last of the month, its rate stepped down', async () => {
    const token = await login('borrower-with-loan');
    const ids = await profileLoans(sandbox, token);
    expect(ids).toHaveLength(2);
    const reducing = await loanOf(sandbox, token, ids[0] ?? '');
    expect(reducing.loanAccountState).toBe('ACTIVE');
    expect(reducing.due_day_of_month).toBe(31);
    // Twelve months paid on time: 9.90 % − 12 × 0.1 point.
    expect(reducing.interest_rate).toBeCloseTo(0.087, 10);
    const paid = reducing.instalments.filter((row) => row.state === 'PAID');
    expect(paid).toHaveLength(12);
    expect(paid.map((row) => row.due_date).slice(0, 2)).toEqual(['2023-05-31', '2023-06-30']);
    expect(paid.find((row) => row.due_date === '2024-02-29')).toBeDefined();
    expect(reducing.next_instalment?.due_date).toBe('2024-05-31');
    // 25 days before its due date: not invoiced yet.
    expect(reducing.instalments[12]?.state).toBe('PENDING');
    expect(reducing.instalments[12]?.interest).toBeCloseTo(0.087, 10);
    expect(reducing.instalments[0]?.interest).toBe(0.099);
    expect(new Set(reducing.instalments.map((row) => row.encoded_key)).size).toBe(60);
    expect(reducing.remaining_debt).toBe(
      cents(
        reducing.instalments.filter((row) => row.state !== 'PAID'),
        (row) => row.principal_due,
      ),
    );
  });

  it('shows the fixed-rate loan at 19.90 %, its next installment invoiced', async () => {
    const token = await login('borrower-with-loan');
    const ids = await profileLoans(sandbox, token);
    const fixed = await loanOf(sandbox, token, ids[1] ?? '');
    expect(fixed.interest_rate).toBe(0.199);
    expect(fixed.due_day_of_month).toBe(10);
    const next = fixed.instalments.find((row) => row.state !== 'PAID');
    // Due on the 10th, four days away: invoiced; the one after it is pending.
    expect(next).toMatchObject({ due_date: '2024-05-10', state: 'INVOICED' });
    expect(fixed.instalments.find((row) => row.due_date === '2024-06-10')?.state).toBe('PENDING');
    expect(fixed.monthly_payment).toBe(
      (next?.principal_due ?? 0) + (next?.interest_due ?? 0) + (next?.fees_due ?? 0),
    );
  });

  it('sums what is left of the user’s loans for the dashboard', async () => {
    const token = await login('borrower-with-loan');
    const ids = await profileLoans(sandbox, token);
    const loans = await Promise.all(ids.map((id) => loanOf(sandbox, token, id)));
    const response = await sandbox.app.inject({
      url: `/${borrowerApi.allLoansAmountLeft.path}`,
      headers: bearer(token),
    });
    const left = parsed(borrowerApi.allLoansAmountLeft.response, response).data;
    expect(left.loans).toEqual(
      loans.map((loan) => ({
        loan_id: loan.mambu_loan_id,
        status: 'ACTIVE',
        loanLeft: loan.remaining_debt,
      })),
    );
    expect(left.total_loan_amount_left).toBe(
      loans.reduce((sum, loan) => sum + loan.remaining_debt, 0),
    );
  });

  it('answers 404 for another user’s loan and an unknown one, 401 without a session', async () => {
    const mikko = await login('borrower-in-arrears');
    const [mikkosLoan] = await profileLoans(sandbox, mikko);
    const laura = await login('borrower-with-loan');
    expect((await getLoan(sandbox, laura, mikkosLoan ?? '')).statusCode).toBe(404);
    expect((await getLoan(sandbox, laura, 'LN999999')).statusCode).toBe(404);
    expect((await getLoan(sandbox, null, mikkosLoan ?? '')).statusCode).toBe(401);
  });
});

describe('a loan a user has just signed', { timeout: 120_000 }, () => {
  let sandbox: TestSandbox;
  // The persona world is built once per process (seconds, more on a busy machine), then copied.
  beforeAll(async () => {
    sandbox = await startTestSandbox({ world: true });
  }, 120_000);
  afterAll(() => sandbox.close());

  it('is listed from signing on, funded over the next day, paid out on the 2nd banking day, then due on the chosen day', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('new-borrower'));
    expect(await profileLoans(sandbox, token)).toEqual([]);
    await getLoan(sandbox, token, 'LN0'); // the engine runs up to the clock first, as signing does
    const id = openBorrowerLoan(
      sandbox.db,
      { borrowerUserId: 101, product: 'fixed', amountCents: 200_000, termMonths: 24, dueDay: 31 },
      TODAY,
    );
    expect(await profileLoans(sandbox, token)).toEqual([id]);
    const pending = await loanOf(sandbox, token, id);
    expect(pending).toMatchObject({
      loanAccountState: 'APPROVED',
      remaining_debt: 200_000,
      total_amount: 200_000,
      due_day_of_month: 31,
      next_instalment: null,
      instalments: [],
    });

    const advanced = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      headers: controlSecret,
      payload: { advanceSeconds: 86_400 },
    });
    expect(advanced.statusCode).toBe(200);
    // Signed on Monday 6.5.2024: paid out on Wednesday 8.5.
    expect((await loanOf(sandbox, token, id)).loanAccountState).toBe('APPROVED');
    await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      headers: controlSecret,
      payload: { advanceSeconds: 86_400 },
    });
    const active = await loanOf(sandbox, token, id);
    expect(active.loanAccountState).toBe('ACTIVE');
    expect(active.remaining_debt).toBe(200_000);
    expect(active.instalments).toHaveLength(24);
    expect(active.instalments.slice(0, 2).map((row) => row.due_date)).toEqual([
      '2024-06-30',
      '2024-07-31',
    ]);
    expect(active.next_instalment?.due_date).toBe('2024-06-30');
  });
});
