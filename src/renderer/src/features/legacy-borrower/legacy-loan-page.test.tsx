import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeLegacyDetails } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const BORROWER = 70109;
const REFERENCE = '70109012';
const LOAN_PAGE = `/restricted/borrower/fixed-rate-loan/${REFERENCE}`;

const DEBT = 78.31;
const FEE = 5;

/**
 * A plan row as the old platform sends it (euros): the interest of a month on the principal
 * still owed before it (8 000 € less the rows before), at `rate` a year.
 */
const planRow = (DueDate: string, Invoice: unknown, index = 0, rate = 0.119) => {
  const interest = Math.round(((8000 - index * DEBT) * rate * 100) / 12) / 100;
  return {
    DueDate,
    TotalAmount: Math.round((interest + FEE + DEBT) * 100) / 100,
    InterestAmount: interest,
    TotalFeeAmount: FEE,
    DebtAmount: DEBT,
    Invoice,
  };
};
const invoice = (InvoiceStatus: number, InvoiceNumber: string | null, DueDate: string) => ({
  InvoiceStatus,
  InvoiceNumber,
  TotalAmount: 126.81,
  PaidAmount: InvoiceStatus === 100 ? 126.81 : 0,
  DueDate,
});

/** `GET api/legacy/loans` as the old platform sends it: euros, the rate a fraction. */
const loanAnswer = (overrides: Record<string, unknown> = {}) => ({
  Reference: REFERENCE,
  RemainingDebt: 4349.55,
  loanAccountState: 'ACTIVE',
  InterestRate: 0.119,
  LoanAmount: 8000,
  legacy_user_id: BORROWER,
  LoanPlan: [
    planRow('2024-03-16', invoice(100, '46071', '2024-03-16'), 0),
    planRow('2024-04-16', invoice(80, '46072', '2024-04-16'), 1),
    planRow('2024-05-16', invoice(60, '46073', '2024-05-16'), 2),
    planRow('2024-06-16', invoice(60, null, '2024-06-16'), 3),
    planRow('2024-07-16', null, 4),
  ],
  ...overrides,
});

/** `months` monthly rows from 16.1.2024, none invoiced yet. */
const longPlan = (months: number) =>
  Array.from({ length: months }, (_, index) => {
    const month = new Date(Date.UTC(2024, index, 16)).toISOString().slice(0, 10);
    return planRow(month, null, index);
  });

function borrowerApi(loans: unknown[] = [loanAnswer()]) {
  const api = createFakeApi();
  api.on('GET', 'api/legacy/personal-details', {
    status: 200,
    body: envelope(
      makeLegacyDetails({ legacy_users: [{ legacy_user_id: BORROWER, legacy_role: 'borrower' }] }),
    ),
  });
  api.on('GET', 'api/legacy/loans', { status: 200, body: envelope(loans) });
  api.on('GET', 'api/legacy/invoice', { status: 200, body: envelope({ Invoice: 'JVBERi0xLjQ=' }) });
  return api;
}

const planTable = () => screen.findByRole('table', { name: 'Payment plan' });
const rowOf = async (date: string) => {
  const cell = within(await planTable()).getByText(date);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${date}`);
  return row;
};

describe('/restricted/borrower', () => {
  it('is replaced by the first legacy loan’s page', async () => {
    const second = loanAnswer({ Reference: '70109025' });
    const app = await renderApp({
      path: '/restricted/borrower',
      vault: 'borrower',
      api: borrowerApi([loanAnswer(), second]),
    });
    await waitFor(() => expect(pathOf(app)).toBe(LOAN_PAGE));
    expect(app.router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
  });

  it('keeps the greeting when the user has no legacy loan', async () => {
    const app = await renderApp({
      path: '/restricted/borrower',
      vault: 'borrower',
      api: borrowerApi([]),
    });
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
    expect(pathOf(app)).toBe('/restricted/borrower');
  });
});

describe('the legacy loan page', () => {
  it('shows the loan type, the loan info, the next installment and the plan with its statuses', async () => {
    await renderApp({ path: LOAN_PAGE, vault: 'borrower', api: borrowerApi() });
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
    const banner = screen.getByLabelText('Fixed-rate loan');
    expect(within(banner).getByText('Fixed rate')).toBeTruthy();
    expect(within(banner).getByText('Finland')).toBeTruthy();
    expect(screen.getByText(REFERENCE)).toBeTruthy();
    expect(screen.getByText(/^€8\s000\.00$/)).toBeTruthy();
    expect(screen.getByText(/^€4\s349\.55$/)).toBeTruthy();
    expect(screen.getByText('11.90%')).toBeTruthy();
    // The first row not paid: the partially paid one of April.
    const next = screen.getByRole('region', { name: 'Next installment' });
    expect(within(next).getByText('16.04.2024')).toBeTruthy();
    expect(within(next).getByText('Partially paid')).toBeTruthy();

    const styles = async (date: string) => (await rowOf(date)).dataset.rowStyle;
    expect(await styles('16.03.2024')).toBe('completed');
    expect(await styles('16.04.2024')).toBe('problem');
    expect(await styles('16.05.2024')).toBe('current');
    expect(await styles('16.07.2024')).toBe('upcoming');
    expect(within(await rowOf('16.07.2024')).getByText('Ready for invoicing')).toBeTruthy();
  });

  it('offers the invoice download only on an INVOICED row with an invoice number', async () => {
    await renderApp({ path: LOAN_PAGE, vault: 'borrower', api: borrowerApi() });
    const buttons = within(await planTable()).getAllByRole('button', { name: /Download invoice/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download invoice 46073',
    ]);
    expect(within(await rowOf('16.06.2024')).queryByRole('button')).toBeNull();
  });

  it('gets the invoice and saves its PDF as invoice.pdf, then confirms', async () => {
    const app = await renderApp({ path: LOAN_PAGE, vault: 'borrower', api: borrowerApi() });
    app.bridge.downloads.saveBase64.mockResolvedValueOnce({ status: 'saved', path: '/tmp/i.pdf' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 46073' }));
    await screen.findByText('The invoice was saved.');
    const call = app.api.requests.find((request) => request.path === 'api/legacy/invoice');
    expect(call?.params).toEqual({ legacy_user_id: String(BORROWER), id: '46073' });
    expect(app.bridge.downloads.saveBase64).toHaveBeenCalledWith({
      kind: 'pdf',
      base64: 'JVBERi0xLjQ=',
      suggestedName: 'invoice.pdf',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when the save is cancelled', async () => {
    const app = await renderApp({ path: LOAN_PAGE, vault: 'borrower', api: borrowerApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 46073' }));
    await waitFor(() => expect(app.bridge.downloads.saveBase64).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('The invoice was saved.')).toBeNull();
  });

  it('shows the SERVER_ERROR danger alert when the invoice cannot be fetched', async () => {
    const api = borrowerApi();
    api.on('GET', 'api/legacy/invoice', { status: 422, body: { message: 'Nope' } });
    const app = await renderApp({ path: LOAN_PAGE, vault: 'borrower', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 46073' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not process your request.',
    );
    expect(app.bridge.downloads.saveBase64).not.toHaveBeenCalled();
  });

  it('shows the SERVER_ERROR danger alert when saving fails', async () => {
    const app = await renderApp({ path: LOAN_PAGE, vault: 'borrower', api: borrowerApi() });
    app.bridge.downloads.saveBase64.mockResolvedValueOnce({ status: 'failed', reason: 'io' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 46073' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not process your request.',
    );
  });

  it('in debt collection shows only the notice: no loan info, next installment or plan', async () => {
    const api = borrowerApi([loanAnswer({ loanAccountState: 'DEBT_COLLECTION' })]);
    await renderApp({ path: LOAN_PAGE, vault: 'borrower', api });
    expect(
      await screen.findByRole('heading', { name: 'Your loan is in debt collection' }),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`Loan ${REFERENCE} has been transferred`))).toBeTruthy();
    expect(screen.getByLabelText('Fixed-rate loan')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Loan information' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Next installment' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Payment plan' })).toBeNull();
  });

  it('is not found for a reference that is none of the user’s loans', async () => {
    await renderApp({
      path: '/restricted/borrower/fixed-rate-loan/123',
      vault: 'borrower',
      api: borrowerApi(),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('opens the information modal for the old loan system', async () => {
    await renderApp({ path: LOAN_PAGE, vault: 'borrower', api: borrowerApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'About the old loan system' }));
    const dialog = screen.getByRole('dialog', { name: 'The old loan system' });
    expect(within(dialog).getByText(/before 31\.12\.2019 are on the old platform/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the legacy loan page’s plan and type', () => {
  it('shows the first 10 rows of the plan, then 10 more, then back to 10', async () => {
    const api = borrowerApi([loanAnswer({ LoanPlan: longPlan(24) })]);
    await renderApp({ path: LOAN_PAGE, vault: 'borrower', api });
    const rows = async () => within(await planTable()).getAllByRole('row').length - 1;
    expect(await rows()).toBe(10);
    expect(screen.getByText('Showing 10 of 24 installments')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await rows()).toBe(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await rows()).toBe(24);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(await rows()).toBe(10);
  });

  it('names a loan whose rate has changed a variable-interest loan', async () => {
    // Charged 11.90 % for two months, 10.90 % since, which is the rate it has now.
    const plan = [
      planRow('2024-03-16', invoice(100, '46071', '2024-03-16'), 0),
      planRow('2024-04-16', invoice(100, '46072', '2024-04-16'), 1),
      planRow('2024-05-16', invoice(60, '46073', '2024-05-16'), 2, 0.109),
      planRow('2024-06-16', null, 3, 0.109),
    ];
    const api = borrowerApi([loanAnswer({ InterestRate: 0.109, LoanPlan: plan })]);
    await renderApp({ path: LOAN_PAGE, vault: 'borrower', api });
    const banner = await screen.findByLabelText('Variable-interest loan');
    expect(within(banner).getByText('Variable interest')).toBeTruthy();
    expect(within(banner).getByText('Finland')).toBeTruthy();
    expect(screen.queryByText('Fixed rate')).toBeNull();
  });
});
