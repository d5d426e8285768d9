import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#shared/api/endpoint.ts';
import { investorApi, type PortfolioKpis } from '#shared/api/investor.ts';
import { addDays, type IsoDate } from '#shared/domain/finance/dates.ts';
import {
  createDailyBookings,
  portfolioPerformanceCsv,
  type PpLanguage,
} from '#shared/domain/portfolio-performance/index.ts';
import {
  bearer,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../../src/sandbox/test/sandbox.ts';
import {
  balanceOf,
  importAccountTransactions,
  performanceOf,
  type AccountType,
  type ImportedTransaction,
} from './portfolio-performance-import.ts';

/*
 * The export of the investor with history, read back by Portfolio Performance's import rules as
 * its source writes them (portfolio-performance-import.ts), gives back the portfolio's KPIs for
 * the range as the sandbox's ledger computes them: the account ends at the portfolio value, the
 * opening row is the value at the range's start, and each kind of row sums to its KPI.
 */

/** Building years of the marketplace takes seconds, more on a machine busy with other work. */
const BUILD_TIMEOUT_MS = 60_000;
const DEPOSIT = 'DEP1041';
/** The test sandbox's today (src/sandbox/test/sandbox.ts START). */
const TODAY = '2024-05-06';
/** A withdrawal made in the test, so that the ranges reaching today hold one. */
const WITHDRAWN = 1_000;

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ world: true });
  token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
  const withdrawal = await sandbox.app.inject({
    method: 'POST',
    url: `/${endpointPath(investorApi.withdraw, { id: DEPOSIT })}`,
    headers: bearer(token),
    payload: { amount: '10.00' },
  });
  expect(withdrawal.statusCode).toBeLessThan(300);
}, BUILD_TIMEOUT_MS);
afterAll(() => sandbox.close());

async function kpis(from: IsoDate, to: IsoDate): Promise<PortfolioKpis> {
  const response = await sandbox.app.inject({
    url: `/${endpointPath(investorApi.kpis, { id: DEPOSIT })}`,
    query: { from_date: from, to_date: to },
    headers: bearer(token),
  });
  return parsed(investorApi.kpis.response, response).data;
}

async function transactions(from: IsoDate, to: IsoDate) {
  const response = await sandbox.app.inject({
    url: `/${endpointPath(investorApi.transactions, { id: DEPOSIT })}`,
    query: { from_date: from, to_date: to },
    headers: bearer(token),
  });
  return parsed(investorApi.transactions.response, response).data;
}

const OPENING = 'Opening value';

/** The export of a range, as the app makes it from the list and the KPIs it loads. */
async function exported(from: IsoDate, to: IsoDate, language: PpLanguage) {
  const rows = await transactions(from, to);
  const bookings = createDailyBookings();
  for (const row of rows) bookings.add({ ...row, amountCents: row.amount });
  const text = portfolioPerformanceCsv({
    bookings: bookings.list(),
    fromDate: from,
    endValueCents: (await kpis(from, to)).portfolio_value,
    language,
    notes: { opening: OPENING, booking: (type, count) => `${type} (${count})` },
  });
  return { rows, text };
}

/** The sum of the imported rows of a Portfolio Performance type, of one app type by its note. */
function sumOf(imported: readonly ImportedTransaction[], type: AccountType, appType?: string) {
  return imported
    .filter((t) => t.type === type)
    .filter((t) => appType === undefined || t.note?.startsWith(`${appType} (`))
    .reduce((sum, t) => sum + t.cents, 0);
}

const RANGES: ReadonlyArray<{ name: string; from: IsoDate; to: IsoDate }> = [
  { name: 'since before the first deposit', from: '2020-02-01', to: TODAY },
  { name: 'a past year', from: '2022-01-01', to: '2022-12-31' },
  { name: 'this year to today', from: '2024-01-01', to: TODAY },
];
const LANGUAGES: readonly PpLanguage[] = ['en', 'fi', 'de'];

describe('the Portfolio Performance export, imported by the importer’s rules', () => {
  describe.each(RANGES)('$name ($from to $to)', ({ from, to }) => {
    it.each(LANGUAGES)('in %s gives back the KPIs of the range', async (language) => {
      const { rows, text } = await exported(from, to, language);
      const figures = await kpis(from, to);
      const imported = importAccountTransactions(text, language);

      // Every column mapped without the user's help, every row read.
      expect(imported.columns).toEqual(['date', 'type', 'value', 'currency', 'note']);
      expect(imported.errors).toEqual([]);
      expect(new Set(imported.transactions.map((t) => t.currency))).toEqual(new Set(['EUR']));

      // The account ends at the portfolio value.
      expect(balanceOf(imported.transactions)).toBe(figures.portfolio_value);

      // The first row is the value at the range's start, when there was any.
      const startValue = (await kpis(addDays(from, -1), addDays(from, -1))).portfolio_value;
      const openings = imported.transactions.filter((t) => t.note === OPENING);
      expect(openings.map((t) => [t.date, t.type, t.cents])).toEqual(
        startValue === 0 ? [] : [[from, 'DEPOSIT', startValue]],
      );
      expect(imported.transactions[0]?.note === OPENING).toBe(startValue !== 0);

      // Each kind of row sums to its KPI.
      const recovered = rows
        .filter((row) => row.type === 'CREDIT_LOSS_BUY_PRICE')
        .reduce((sum, row) => sum + row.amount, 0);
      const withoutOpening = imported.transactions.filter((t) => t.note !== OPENING);
      expect({
        deposits: sumOf(withoutOpening, 'DEPOSIT'),
        withdrawals: sumOf(withoutOpening, 'REMOVAL'),
        fees_paid: sumOf(withoutOpening, 'FEES') - sumOf(withoutOpening, 'FEES_REFUND'),
        interest_paid: sumOf(withoutOpening, 'INTEREST', 'INTEREST_PAID'),
        credit_losses: sumOf(withoutOpening, 'INTEREST_CHARGE', 'CREDIT_LOSS_AMOUNT'),
        recovered: sumOf(withoutOpening, 'INTEREST', 'CREDIT_LOSS_BUY_PRICE'),
      }).toEqual({
        deposits: figures.deposits,
        withdrawals: figures.withdrawals,
        fees_paid: figures.fees_paid,
        interest_paid: figures.interest_paid,
        credit_losses: figures.credit_losses,
        recovered,
      });

      // And so Portfolio Performance's performance: earnings net of credit losses, the fees, and
      // the investor's money in and out (with the opening value) as transfers.
      expect(performanceOf(imported.transactions)).toEqual({
        earnings: figures.interest_paid - figures.credit_losses + recovered,
        fees: figures.fees_paid,
        taxes: 0,
        transfers: startValue + figures.deposits - figures.withdrawals,
      });
    });
  });

  it('covers every kind of row: the ranges hold interest, fees, losses, a sale and a withdrawal', async () => {
    const whole = await kpis(RANGES[0]?.from ?? TODAY, TODAY);
    expect(whole.withdrawals).toBe(WITHDRAWN);
    for (const figure of [
      whole.deposits,
      whole.interest_paid,
      whole.fees_paid,
      whole.credit_losses,
    ]) {
      expect(figure).toBeGreaterThan(0);
    }
    const past = await kpis('2022-01-01', '2022-12-31');
    expect(past.interest_paid).toBeGreaterThan(0);
    expect((await kpis('2021-12-31', '2021-12-31')).portfolio_value).toBeGreaterThan(0);
  });
});
