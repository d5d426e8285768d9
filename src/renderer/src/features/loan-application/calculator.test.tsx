import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calculateLoan } from '#shared/domain/finance/index.ts';
import { formatPercent } from '#shared/domain/format.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { unsavedFormsAtom } from '../../state/atoms.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { ACTIVE, borrowerProfile, makeApplication } from './test-application.ts';

const START = '/dashboard/borrower/loan-application';
const CREATE = 'api/borrower/loan-application';
/** The manual clock's day in Helsinki (test/manual-clock.ts). */
const TODAY = '2026-01-15';

function startApi() {
  let current: ReturnType<typeof makeApplication> | null = null;
  const api = createFakeApi();
  api.on('GET', ACTIVE, () => ({ status: 200, body: envelope(current) }));
  api.on('POST', CREATE, () => {
    current = makeApplication();
    return { status: 200, body: envelope({ loan_application: current, rejected: false }) };
  });
  return api;
}

const open = (path = START, api = startApi()) =>
  renderApp({ path, vault: 'user', api, profile: borrowerProfile });

async function calculate(amount: string, term: string, labels = english) {
  const user = userEvent.setup();
  const amountField = await screen.findByRole('textbox', { name: labels.amount });
  const termField = screen.getByRole('textbox', { name: labels.term });
  await user.clear(amountField);
  if (amount) await user.type(amountField, amount);
  await user.clear(termField);
  if (term) await user.type(termField, term);
  await user.click(screen.getByRole('button', { name: labels.calculate }));
  return user;
}

const english = {
  amount: 'Loan amount (€)',
  term: 'Repayment period (months)',
  calculate: 'Calculate',
};

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const planRows = () =>
  within(screen.getByRole('table', { name: 'Payment plan' }))
    .getAllByRole('row')
    .slice(1);

describe('the loan calculator on the start page', () => {
  it('shows the installment, the fee, the APR and the on-time plan, 10 rows then more or less', async () => {
    await open();
    const user = await calculate('5000', '60');
    await screen.findByRole('heading', { name: 'Your loan calculation' });
    const expected = calculateLoan({ amountEuros: 5000, termMonths: 60, today: TODAY });
    expect(figure('Monthly installment')).toBe('€105.99');
    expect(figure('Loan account fee per month')).toBe('€12.50');
    expect(figure('Monthly payment with the fee')).toBe('€118.49');
    expect(figure('Annual percentage rate (APR)')).toBe(
      formatPercent(expected.annualPercentageRate ?? 0, 'en'),
    );
    expect(figure('Annual percentage rate (APR)')).toMatch(/^1\d\.\d\d%$/);

    const rows = planRows();
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '01.03.2026',
      '9.90%',
      expect.stringMatching(/^€\d+\.\d\d$/),
      expect.any(String),
      expect.any(String),
      '€12.50',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[1]?.textContent).toBe('9.80%');
    expect(within(rows[9]!).getAllByRole('cell')[1]?.textContent).toBe('9.00%');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(planRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(planRows()).toHaveLength(10);

    expect(
      screen.getByText(/^Representative example: a loan of €5,000.00|^Representative example/)
        .textContent,
    ).toContain('over 60 months');
    screen.getByText(/The figures are an example/);
  });

  it('shows the rate reaching the 2.90 % floor on a long loan', async () => {
    await open();
    const user = await calculate('20000', '84');
    await screen.findByRole('heading', { name: 'Your loan calculation' });
    for (let page = 0; page < 8; page += 1) {
      await user.click(screen.getByRole('button', { name: 'Show more' }));
    }
    const rates = planRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(rates).toHaveLength(84);
    expect(rates[69]).toBe('3.00%');
    expect(rates.slice(70)).toEqual(Array.from({ length: 14 }, () => '2.90%'));
  });

  it.each([
    ['an empty amount', '', '12', 'amount'],
    ['an amount that is not a number', 'abc', '12', 'amount'],
    ['an amount with cents', '100.50', '12', 'amount'],
    ['an amount of 0 €', '0', '12', 'amount'],
    ['an amount over 20 000 €', '20001', '12', 'amount'],
    ['an empty term', '5000', '', 'term'],
    ['a term of 0 months', '5000', '0', 'term'],
    ['a term over 84 months', '5000', '85', 'term'],
    ['a term that is not whole months', '5000', '1.5', 'term'],
  ])('says why %s is refused and calculates nothing', async (_name, amount, term, field) => {
    await open();
    await calculate(amount, term);
    const message =
      field === 'amount'
        ? 'Enter a whole number of euros from 1 to 20000.'
        : 'Enter a whole number of months from 1 to 84.';
    await screen.findByText(message);
    const label = field === 'amount' ? english.amount : english.term;
    expect(screen.getByRole('textbox', { name: label }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Your loan calculation' })).toBeNull();
  });

  it('starts the application with the calculated amount and term', async () => {
    const api = startApi();
    const app = await open(START, api);
    const user = await calculate('3000', '24');
    await screen.findByRole('heading', { name: 'Your loan calculation' });
    // Figures typed after calculating are not what the borrower saw: the calculated ones apply.
    await user.type(screen.getByRole('textbox', { name: english.amount }), '9');
    await user.click(screen.getByRole('button', { name: 'Apply for the loan' }));
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/ccis`));
    expect(api.calls('POST', CREATE).map((request) => request.body)).toEqual([
      { amount: 3000, terms: 24 },
    ]);
  });

  it('counts typed figures as unsaved work for the session timeout, until they are as given', async () => {
    const app = await open();
    await calculate('3000', '24');
    expect(app.store.get(unsavedFormsAtom)).toBe(1);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: english.amount }));
    await user.clear(screen.getByRole('textbox', { name: english.term }));
    expect(app.store.get(unsavedFormsAtom)).toBe(0);
  });

  it('gives the disclaimers in Finnish and Swedish, and in English to German readers', async () => {
    const finnish = await open(`${START}/fi`);
    await calculate('5000', '60', {
      amount: 'Lainan määrä (€)',
      term: 'Takaisinmaksuaika (kuukautta)',
      calculate: 'Laske',
    });
    await screen.findByText(/^Edustava esimerkki: 5\s000,00\s€ lainaa 60 kuukauden/);
    expect(figure('Kuukausierä')).toMatch(/^105,99\s€$/);
    finnish.unmount();

    const swedish = await open(`${START}/se`);
    await calculate('5000', '60', {
      amount: 'Lånebelopp (€)',
      term: 'Återbetalningstid (månader)',
      calculate: 'Beräkna',
    });
    await screen.findByText(/^Representativt exempel: ett lån på 5\s000,00\s€/);
    swedish.unmount();

    await open(`${START}/de`);
    await calculate('5000', '60', {
      amount: 'Kreditbetrag (€)',
      term: 'Laufzeit (Monate)',
      calculate: 'Berechnen',
    });
    await screen.findByRole('heading', { name: 'Ihre Kreditberechnung' });
    const example = screen.getByText(/^Representative example: a loan of €5\s000\.00/);
    expect(example.getAttribute('lang')).toBe('en');
    screen.getByText(/^The figures are an example/);
  });
});
