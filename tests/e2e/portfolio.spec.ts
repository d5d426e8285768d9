import { readFile } from 'node:fs/promises';
import { addMonths } from '../../src/shared/domain/finance/dates.ts';
import { parseEuros } from '../../src/shared/domain/finance/cents.ts';
import { defaultRange, earliestDate, helsinkiToday } from '../../src/shared/domain/date-range.ts';
import { formatCents, formatDate } from '../../src/shared/domain/format.ts';
import { isKnownTransactionType, shownAmount } from '../../src/shared/domain/transactions.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import type { SandboxControl } from './support/sandbox.ts';
import { signIn } from './support/signed-in.ts';

/*
 * investor-with-history: a signed deposit DEP1041 (reference 10414) opened on 10.02.2020, whose
 * history the sandbox's marketplace engine produced: a year of it is well over 16 rows.
 */
const PERSONA = 'investor-with-history';
const KPIS = '/api/investor/deposit/DEP1041';
const LIST = '/api/investor/deposit/DEP1041/transaction';

const calls = async (sandbox: SandboxControl, path: string) =>
  (await sandbox.requests()).filter((call) => call.method === 'GET' && call.path === path);

/** A CSV line's fields (the sandbox quotes fields with commas or quotes, RFC 4180). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern)) {
    fields.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
  }
  return fields;
}

/** A CSV row as the English screen shows it: date, type name, from, to, signed amount. */
function asShown(fields: string[]): string[] {
  const [created = '', type = '', amount = '', from = '', to = ''] = fields;
  const name = isKnownTransactionType(type) ? t('en', `portfolio:transactionTypes.${type}`) : type;
  const cents = shownAmount(type, parseEuros(amount));
  return [formatDate(created), name, from, to, formatCents(cents, 'en')];
}

test('a signed investor sees the KPIs, filters, picks a range, loads all rows of a filter and saves them as CSV', async ({
  page,
  sandbox,
}) => {
  const today = helsinkiToday(new Date());
  await signIn(page, sandbox, PERSONA);
  const portfolio = await new PortfolioPage(page).open();

  // KPIs from the KPI start (the first deposit is over five years old: five years back).
  await expect(portfolio.kpi('portfolio_value')).toHaveText(/^-?€\d/);
  await expect(portfolio.kpi('reference_number')).toHaveText('10414');
  expect((await calls(sandbox, KPIS)).map((call) => call.query)).toContainEqual({
    from_date: earliestDate(today),
    to_date: today,
  });

  // The list: one month back to today, all types; then a filter.
  const range = defaultRange(today);
  await expect(portfolio.filter(t('en', 'portfolio:filters.ALL'))).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const deposit = portfolio.filter(t('en', 'portfolio:transactionTypes.DEPOSIT'));
  await deposit.click();
  await expect(deposit).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await calls(sandbox, LIST)).map((call) => call.query))
    .toContainEqual({ type: 'DEPOSIT', from_date: range.from, to_date: range.to });

  // Back to all types over a picked range of three months.
  await portfolio.filter(t('en', 'portfolio:filters.ALL')).click();
  const from = addMonths(today, -3);
  await portfolio.fromDate(portfolio.listRange).fill(formatDate(from));
  await expect
    .poll(async () => (await calls(sandbox, LIST)).map((call) => call.query))
    .toContainEqual({ type: 'ALL', from_date: from, to_date: today });
  await expect(portfolio.rows).toHaveCount(16);

  // Three months of everything are thousands of rows (the investor holds a part of every loan):
  // the investments alone are a few dozen, loaded to the last with "load more".
  const investments = portfolio.filter(t('en', 'portfolio:transactionTypes.INVESTMENTS'));
  await investments.click();
  await expect
    .poll(async () => (await calls(sandbox, LIST)).map((call) => call.query))
    .toContainEqual({ type: 'INVESTMENTS', from_date: from, to_date: today });
  await expect(portfolio.rows).toHaveCount(16);
  expect(await portfolio.loadAll()).toBeGreaterThan(0);
  const shown = await portfolio.shownRows();
  expect(shown.length).toBeGreaterThan(16);

  // The CSV of the same query: the browser download, its rows equal to the screen's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    portfolio.csvButton.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`transactions_${from}_${today}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('created,type,amount,from,to');
  expect(lines.slice(1).map((line) => asShown(csvFields(line)))).toEqual(shown);
  await expect(
    portfolio.transactions.getByText(
      t('en', 'transactions:csv.saved', { path: `transactions_${from}_${today}.csv` }),
    ),
  ).toBeVisible();
});

test('the KPIs in Finnish: comma decimals, the euro sign after', async ({ page, sandbox }) => {
  await signIn(page, sandbox, PERSONA);
  const portfolio = await new PortfolioPage(page, 'fi').open();
  await expect(portfolio.kpi('portfolio_value')).toHaveText(/^-?\d[\d\u00a0]*,\d{2}\u00a0€$/);
  await expect(portfolio.kpi('free_capital')).toHaveText(/,\d{2}\u00a0€$/);
});

test('a portfolio that cannot be loaded asks the reader to refresh the page', async ({
  page,
  sandbox,
}) => {
  await signIn(page, sandbox, PERSONA);
  await sandbox.fault({ method: 'GET', path: KPIS, status: 500, times: 10 });
  await new PortfolioPage(page).open();
  // The app asks twice more, a second then two apart (api/retry.ts), before it gives up: 3 s of
  // the usual 7 s wait, which a loaded machine's page and requests used up.
  await expect(page.getByText(t('en', 'portfolio:loadFailed'))).toBeVisible({ timeout: 15_000 });
});
