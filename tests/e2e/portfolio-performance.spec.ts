import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { investorApi, type PortfolioKpis } from '../../src/shared/api/investor.ts';
import { helsinkiToday } from '../../src/shared/domain/date-range.ts';
import { addDays, addMonths, type IsoDate } from '../../src/shared/domain/finance/dates.ts';
import { formatDate } from '../../src/shared/domain/format.ts';
import {
  balanceOf,
  importAccountTransactions,
  type AccountType,
  type ImportedTransaction,
  type PpLocale,
} from '../contract/portfolio-performance-import.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { PortfolioPerformanceExport } from './pages/pp-export.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { signIn } from './support/signed-in.ts';

/*
 * investor-with-history (DEP1041, history since February 2020) saves a year of the portfolio for
 * Portfolio Performance in English and in Finnish; each file, read by the import rules of
 * Portfolio Performance's source (tests/contract/portfolio-performance-import.ts), gives back
 * the KPIs the app shows for that range.
 */
const PERSONA = 'investor-with-history';
const KPIS = '/api/investor/deposit/DEP1041';

/** The KPI answer the app gets for a range (the sandbox's ledger), in cents. */
async function kpisAnswer(page: Page, from: IsoDate, to: IsoDate): Promise<PortfolioKpis> {
  const response = await page.waitForResponse((answer) => {
    const url = new URL(answer.url());
    return (
      url.pathname === KPIS &&
      url.searchParams.get('from_date') === from &&
      url.searchParams.get('to_date') === to
    );
  });
  return investorApi.kpis.response.parse(await response.json()).data;
}

/** The sum of the rows of a type; with a transaction type, of the rows its note names. */
function sumOf(
  rows: readonly ImportedTransaction[],
  locale: PpLocale,
  type: AccountType,
  appType?: string,
) {
  const label = appType === undefined ? '' : t(locale, `portfolio:transactionTypes.${appType}`);
  return rows
    .filter((row) => row.type === type)
    .filter(
      (row) => appType === undefined || row.note === label || row.note?.startsWith(`${label}, `),
    )
    .reduce((sum, row) => sum + row.cents, 0);
}

test('a year of the portfolio saved for Portfolio Performance in English and Finnish reads back as the KPIs', async ({
  page,
  sandbox,
}) => {
  // The portfolio with its chart over five years, a year of the list, two files and the
  // KPIs of another range: well over a minute on a busy machine.
  test.setTimeout(180_000);
  const today = helsinkiToday(new Date());
  const from = addMonths(today, -12);
  await signIn(page, sandbox, PERSONA);
  const portfolio = await new PortfolioPage(page).open();
  await portfolio.fromDate(portfolio.listRange).fill(formatDate(from));
  await expect(portfolio.rows).toHaveCount(16);
  const ppExport = new PortfolioPerformanceExport(portfolio);
  await expect(ppExport.language).toHaveValue('en');

  // The English file, and the KPIs of the same range that the export asked for.
  const endKpis = kpisAnswer(page, from, today);
  const english = await ppExport.save('en');
  const figures = await endKpis;
  expect(english.suggestedFilename()).toBe(`portfolio-performance_${from}_${today}_en.csv`);
  await expect(
    ppExport.group.getByText(
      t('en', 'ppExport:saved', { path: `portfolio-performance_${from}_${today}_en.csv` }),
    ),
  ).toBeVisible();

  // The Finnish file of the same range.
  const finnish = await ppExport.save('fi');
  expect(finnish.suggestedFilename()).toBe(`portfolio-performance_${from}_${today}_fi.csv`);

  // The value held when the range begins: the KPIs of the day before, through the KPI picker.
  const dayBefore = addDays(from, -1);
  const startKpis = kpisAnswer(page, dayBefore, dayBefore);
  await portfolio.fromDate(portfolio.kpiRange).fill(formatDate(dayBefore));
  await portfolio.kpiRange
    .getByLabel(t('en', 'dateRange:to'), { exact: true })
    .fill(formatDate(dayBefore));
  const startValue = (await startKpis).portfolio_value;
  expect(startValue).toBeGreaterThan(0);

  for (const [locale, download] of [
    ['en', english],
    ['fi', finnish],
  ] as const) {
    const file = await readFile(await download.path(), 'utf8');
    const imported = importAccountTransactions(file, locale);
    expect(imported.columns, locale).toEqual(['date', 'type', 'value', 'currency', 'note']);
    expect(imported.errors, locale).toEqual([]);

    const opening = t(locale, 'ppExport:file.opening');
    const [first, ...rest] = imported.transactions;
    expect(first, locale).toEqual({
      type: 'DEPOSIT',
      date: from,
      cents: startValue,
      currency: 'EUR',
      note: opening,
    });
    expect(balanceOf(imported.transactions), locale).toBe(figures.portfolio_value);
    expect(
      {
        deposits: sumOf(rest, locale, 'DEPOSIT'),
        withdrawals: sumOf(rest, locale, 'REMOVAL'),
        fees_paid: sumOf(rest, locale, 'FEES') - sumOf(rest, locale, 'FEES_REFUND'),
        interest_paid: sumOf(rest, locale, 'INTEREST', 'INTEREST_PAID'),
        credit_losses: sumOf(rest, locale, 'INTEREST_CHARGE', 'CREDIT_LOSS_AMOUNT'),
      },
      locale,
    ).toEqual({
      deposits: figures.deposits,
      withdrawals: figures.withdrawals,
      fees_paid: figures.fees_paid,
      interest_paid: figures.interest_paid,
      credit_losses: figures.credit_losses,
    });
  }
  expect(figures.interest_paid).toBeGreaterThan(0);
  expect(figures.fees_paid).toBeGreaterThan(0);
});
