import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BORROWER_PAYMENT_ACCOUNT } from '#shared/domain/borrower-payment-account.ts';
import { annuitySchedule } from '#shared/domain/finance/index.ts';
import { NBSP } from '#shared/domain/format.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { borrowerLoansApi, wireInstalments, wireLoan } from './test-borrower-loans.ts';

const FAIR = '/dashboard/borrower/fair-credit-loan/L1';
/** §6: a loan's pages are open to a user with loans. */
const profile = { loans: [{ mambu_loan_id: 'L1' }] };
const FIXED = '/dashboard/borrower/fixed-rate-loan/L1';

async function openLoan(path: string, loan = wireLoan()) {
  const app = await renderApp({ path, vault: 'user', profile, api: borrowerLoansApi([loan]) });
  await screen.findByRole('heading', { level: 1, name: 'Loan L1' });
  return app;
}

/** A section's figures as label → value. */
function figures(heading: string): Record<string, string> {
  const section = screen.getByRole('region', { name: heading });
  return Object.fromEntries(
    Array.from(section.querySelectorAll('dl > div'), (row): [string, string] => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

const planRows = () =>
  within(screen.getByRole('region', { name: 'Payment plan' }))
    .getAllByRole('row')
    .slice(1);

describe('the loan detail', () => {
  it('shows the loan information, formatted', async () => {
    await openLoan(FAIR);
    const summary = figures('Loan information');
    expect(summary).toMatchObject({
      Status: 'Active',
      'Loan ID': 'L1',
      'Loan amount': `€2${NBSP}800.00`,
      'Nominal interest': '6.90%',
      'Total payable': `€3${NBSP}006.00`,
      'Remaining debt': `€2${NBSP}100.00`,
      'Loan progress': '25.00%',
    });
    expect(summary['Effective annual interest']).toMatch(/^\d+\.\d\d%$/);
    expect(screen.getByRole('progressbar', { name: 'Share of the loan paid back' })).toBeTruthy();
  });

  it('shows the effective interest from the payout day the installments show, and says so', async () => {
    // 3 500 € over 36 months due on the 31st, paid out on 30.11.2026 (finance/loan-apr.test.ts).
    const instalments = annuitySchedule({
      principal: 350_000,
      annualRateBasisPoints: 990,
      termMonths: 36,
      dueDay: 31,
      startDate: '2026-11-30',
    }).map((row, index) => ({
      ...wireInstalments(1)[0],
      due_date: row.dueDate,
      total_due_amount: row.totalDue / 100,
      total_paid_amount: 0,
      encoded_key: `I${index}`,
      interest: 0.099,
      interest_due: row.interest / 100,
      fees_due: row.fee / 100,
      principal_due: row.principal / 100,
      state: 'PENDING',
    }));
    await openLoan(
      FAIR,
      wireLoan({ total_amount: 3500, interest_rate: 0.099, due_day_of_month: 31, instalments }),
    );
    const summary = figures('Loan information');
    expect(summary).toMatchObject({
      'Paid out on': '30.11.2026',
      'Effective annual interest': '16.15%',
    });
    const note = screen.getByText(/counted with its fees from the payout on 30\.11\.2026/);
    const effective = screen.getByText('16.15%');
    expect(effective.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('says the payout day is assumed when the installments do not show it', async () => {
    await openLoan(FAIR);
    expect(figures('Loan information')['Paid out on']).toBeUndefined();
    expect(screen.getByText(/do not show its payout date.*01\.08\.2025/)).toBeTruthy();
  });

  it('shows no progress, not a negative one, when more than the amount is left', async () => {
    await openLoan(FAIR, wireLoan({ remaining_debt: 2900 }));
    expect(figures('Loan information')['Loan progress']).toBe('0.00%');
  });

  it('shows how to pay the next installment at #next-installment', async () => {
    await openLoan(FAIR);
    const next = screen.getByRole('region', { name: 'Next installment' });
    expect(next.id).toBe('next-installment');
    expect(figures('Next installment')).toEqual({
      'Due date': '01.02.2026',
      Amount: '€250.50',
      'Account number': BORROWER_PAYMENT_ACCOUNT.iban,
      Receiver: 'Vertaislaina Oy',
      'Reference number': '12 34561',
    });
  });

  it('scrolls to the next installment when the address names it', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    try {
      await openLoan(`${FAIR}#next-installment`);
      await waitFor(() => expect(scrolled).toContain('next-installment'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows 10 installments, then 10 more with show more, and 10 again with show less', async () => {
    await openLoan(FAIR);
    expect(planRows()).toHaveLength(10);
    const first = planRows()[0];
    expect(Array.from(first?.querySelectorAll('td') ?? [], (cell) => cell.textContent)).toEqual([
      '01.09.2025',
      '€250.50',
      '€233.50',
      '€14.00',
      '€3.00',
      '€250.50',
      'Paid',
    ]);
    expect(planRows()[4]?.textContent).toContain('Ready for invoicing');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(planRows()).toHaveLength(12);
    screen.getByText('Showing 12 of 12 installments');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(planRows()).toHaveLength(10);
  });

  it('offers no show more for 10 installments or fewer', async () => {
    await openLoan(FAIR, wireLoan({ instalments: wireInstalments(10) }));
    expect(planRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows each installment state by the map of §4', async () => {
    const instalments = wireInstalments(6).map((row, index) => ({
      ...row,
      state: ['LATE', 'PARTIALLY_PAID', 'INVOICED', 'CANCELLED', 'RESCHEDULED', 'GRACE'][index],
    }));
    await openLoan(FAIR, wireLoan({ instalments }));
    expect(planRows().map((row) => row.lastElementChild?.textContent)).toEqual([
      'Paid late',
      'Partially paid',
      'Invoiced',
      'Cancelled',
      'Ready for invoicing',
      'Ready for invoicing',
    ]);
  });

  it('warns of an unpaid installment when the next one is past due', async () => {
    await openLoan(
      FAIR,
      wireLoan({ next_instalment: { due_date: '2026-01-01', total_due_amount: 250.5 } }),
    );
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('You have an unpaid installment.');
    expect(within(banner).getByRole('link', { name: 'See the payment details' })).toBeTruthy();
  });

  it('warns of an unpaid installment when the loan is in arrears', async () => {
    await openLoan(FAIR, wireLoan({ loanAccountState: 'ACTIVE_IN_ARREARS' }));
    expect(screen.getByRole('alert').textContent).toContain('You have an unpaid installment.');
  });

  it('shows no banner for an active loan paid on time', async () => {
    await openLoan(FAIR);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a paid loan as paid', async () => {
    await openLoan(FIXED, wireLoan({ loanAccountState: 'CLOSED', interest_rate: 0.199 }));
    expect(figures('Loan information').Status).toBe('Paid');
  });

  it('in debt collection shows only the notice, with the loan id, amount and Back', async () => {
    const app = await renderApp({
      path: FAIR,
      vault: 'user',
      profile,
      api: borrowerLoansApi([
        wireLoan({
          loanAccountState: 'DEBT_COLLECTION',
          next_instalment: { due_date: '2025-11-01', total_due_amount: 250.5 },
        }),
      ]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Your loan is in debt collection' });
    screen.getByText('Your loan L1 has been transferred to debt collection.');
    expect(screen.getByText(/is collected by the debt collection agency/).textContent).toContain(
      `The amount of €2${NBSP}100.00 is collected`,
    );
    for (const hidden of ['Loan information', 'Next installment', 'Payment plan']) {
      expect(screen.queryByRole('region', { name: hidden })).toBeNull();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Remaining debt')).toBeNull();
    // Back leads to /dashboard, which sends this user (no investor contract) on to their loans.
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/dashboard');
    await userEvent.setup().click(back);
    await waitFor(() => expect(pathOf(app)).toMatch(/^\/dashboard(\/borrower)?$/));
  });

  it('draws the reducing rate path with its figures as text and a table', async () => {
    await openLoan(FAIR);
    const chart = screen.getByRole('region', { name: 'Your interest rate if you pay on time' });
    within(chart).getByRole('img');
    // Eight installments remain: 6.90 % on 01.01.2026, then 0.1 point lower each month.
    expect(chart.textContent).toContain(
      'your interest goes from 6.90% on 01.01.2026 to 6.20% on 01.08.2026',
    );
    const table = within(chart).getByRole('table');
    const rates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rates).toEqual([
      '01.01.20266.90%',
      '01.02.20266.80%',
      '01.03.20266.70%',
      '01.04.20266.60%',
      '01.05.20266.50%',
      '01.06.20266.40%',
      '01.07.20266.30%',
      '01.08.20266.20%',
    ]);
  });

  it('draws no rate chart for a fixed-rate loan', async () => {
    await openLoan(FIXED, wireLoan({ interest_rate: 0.199 }));
    expect(screen.getByText('Fixed-rate loan')).toBeTruthy();
    expect(
      screen.queryByRole('region', { name: 'Your interest rate if you pay on time' }),
    ).toBeNull();
  });

  it('shows the page-load error when the loan cannot be loaded', async () => {
    const api = borrowerLoansApi([]);
    api.on('GET', 'api/borrower/loan/L1', { status: 500 });
    await renderApp({ path: FAIR, vault: 'user', profile, api });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The page could not be loaded. Please refresh the page.',
    );
  });

  it('sends a user without loans to the loan application (§6)', async () => {
    const app = await renderApp({ path: FAIR, vault: 'user', api: borrowerLoansApi() });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it('opens a loan page for a legacy borrower without new loans (§6)', async () => {
    await renderApp({
      path: FAIR,
      vault: 'user',
      profile: { legacy_users: [{ legacy_user_id: 70109, legacy_role: 'borrower' }] },
      api: borrowerLoansApi(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Loan L1' });
  });
});
