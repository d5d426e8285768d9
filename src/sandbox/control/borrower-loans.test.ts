import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { borrowerApi } from '#shared/api/borrower.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { userApi, userResponse } from '#shared/api/user.ts';
import {
  bearer,
  controlSecret,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';

let sandbox: TestSandbox;
// The persona world is built once per process (seconds, more on a busy machine), then copied.
beforeEach(async () => {
  sandbox = await startTestSandbox({ world: true });
}, 120_000);
afterEach(() => sandbox.close());

const control = (path: string, payload?: object, headers: object = controlSecret) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/__sandbox${path}`,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });

/** The persona's session and their loans' ids, as the profile lists them. */
async function borrower(persona: string) {
  const token = await smsLogin(sandbox.app, personaPhone(persona));
  const profile = await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: bearer(token) });
  const ids = parsed(userResponse, profile).data.loans.map((loan) => loan.mambu_loan_id);
  return { token, ids };
}

async function loan(token: string, mambuLoanId: string) {
  const response = await sandbox.app.inject({
    url: `/${endpointPath(borrowerApi.loan, { mambuLoanId })}`,
    headers: bearer(token),
  });
  return parsed(borrowerApi.loan.response, response).data;
}

const setClock = (now: string) => control('/clock', { now });

describe('POST /__sandbox/borrower-loans/{id}/pay-next', { timeout: 120_000 }, () => {
  it('pays the late installment now, and the loan is out of arrears', async () => {
    const { token, ids } = await borrower('borrower-in-arrears');
    const id = ids[0] ?? '';
    const response = await control(`/borrower-loans/${id}/pay-next`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ due_date: '2024-04-15' });
    const after = await loan(token, id);
    expect(after.loanAccountState).toBe('ACTIVE');
    expect(after.instalments.find((row) => row.due_date === '2024-04-15')?.state).toBe('PAID');
    expect(after.next_instalment?.due_date).toBe('2024-05-15');
  });

  it('refuses a loan with nothing to pay (debt collection) and an unknown loan', async () => {
    const { ids } = await borrower('borrower-in-debt-collection');
    expect((await control(`/borrower-loans/${ids[0] ?? ''}/pay-next`)).statusCode).toBe(409);
    expect((await control('/borrower-loans/LN999999/pay-next')).statusCode).toBe(404);
  });

  it('needs the control secret', async () => {
    const { ids } = await borrower('borrower-in-arrears');
    const refused = await control(`/borrower-loans/${ids[0] ?? ''}/pay-next`, undefined, {});
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /__sandbox/borrower-loans/{id}/payments', { timeout: 120_000 }, () => {
  it('leaves a loan unpaid: arrears after its due date, debt collection after over 60 days', async () => {
    const { token, ids } = await borrower('borrower-with-loan');
    const id = ids[0] ?? '';
    const response = await control(`/borrower-loans/${id}/payments`, { payments: 'unpaid' });
    expect(response.statusCode).toBe(200);

    await setClock('2024-05-31T12:00:00+03:00');
    expect((await loan(token, id)).loanAccountState).toBe('ACTIVE');
    await setClock('2024-06-01T12:00:00+03:00');
    const late = await loan(token, id);
    expect(late.loanAccountState).toBe('ACTIVE_IN_ARREARS');
    expect(late.instalments.find((row) => row.due_date === '2024-05-31')?.state).toBe('LATE');

    // Due Friday 31.5.2024: 60 days late on 30.7., the credit default entry on the 61st.
    await setClock('2024-07-30T12:00:00+03:00');
    expect((await loan(token, id)).loanAccountState).toBe('ACTIVE_IN_ARREARS');
    await setClock('2024-07-31T12:00:00+03:00');
    expect((await loan(token, id)).loanAccountState).toBe('DEBT_COLLECTION');
  });

  it('pays on the due date again when switched back, the overdue first', async () => {
    const { token, ids } = await borrower('borrower-in-arrears');
    const id = ids[0] ?? '';
    await control(`/borrower-loans/${id}/payments`, { payments: 'on-due-date' });
    await setClock('2024-05-07T12:00:00+03:00');
    const after = await loan(token, id);
    expect(after.loanAccountState).toBe('ACTIVE');
    expect(after.instalments.find((row) => row.due_date === '2024-04-15')?.state).toBe('PAID');
  });

  it('refuses an unknown mode and an unknown loan', async () => {
    const { ids } = await borrower('borrower-with-loan');
    const bad = await control(`/borrower-loans/${ids[0] ?? ''}/payments`, { payments: 'late' });
    expect(bad.statusCode).toBe(422);
    const unknown = await control('/borrower-loans/LN999999/payments', { payments: 'unpaid' });
    expect(unknown.statusCode).toBe(404);
  });
});
