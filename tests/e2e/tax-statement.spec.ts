import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { parseEuros } from '../../src/shared/domain/finance/cents.ts';
import { helsinkiToday } from '../../src/shared/domain/date-range.ts';
import { formatCents } from '../../src/shared/domain/format.ts';
import {
  depositTaxYears,
  type TaxYearFigures,
} from '../../src/shared/domain/tax-statement/index.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { Shell } from './pages/shell.ts';
import { TaxStatementSection } from './pages/tax-statement.page.ts';
import { expect, test } from './support/fixtures.ts';
import type { Lang } from './support/i18n.ts';
import { signIn } from './support/signed-in.ts';

/*
 * investor-with-history (DEP1041, investing since 10.2.2020) saves the tax statement of last
 * year, in English and in Finnish; the PDF's figures, read back with pdftotext, are the rules
 * module's for the same transactions and agree with the portfolio's KPIs for that year.
 */
const PERSONA = 'investor-with-history';
const DEPOSIT = 'DEP1041';
const FIRST_DAY = '2020-02-09';

/** A call of the gateway with the page's own web-mode token. */
async function apiGet(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => sessionStorage.getItem('vertaislaina.token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: unknown };
  return body.data;
}

const cents = (euros: unknown) => parseEuros(String(euros));

/** The rules module's figures for the year, from the same history the app reads. */
async function rulesFigures(page: Page, year: number, today: string): Promise<TaxYearFigures> {
  const rows = (await apiGet(
    page,
    `/api/investor/deposit/${DEPOSIT}/transaction?type=ALL&from_date=${FIRST_DAY}&to_date=${today}`,
  )) as {
    created: string;
    from: string | null;
    to: string | null;
    amount: unknown;
    type: string;
  }[];
  const history = rows.map((row) => ({ ...row, amountCents: cents(row.amount) }));
  const years = depositTaxYears(history, DEPOSIT, { holder: 'person', today });
  const figures = years.find((y) => y.year === year);
  if (!figures) throw new Error(`No ${year} in the history`);
  return figures;
}

/** The downloaded PDF's text as pdftotext reads it, every kind of space plain. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' })
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

const money = (value: number, lang: Lang) =>
  formatCents(value, lang).replace(/[\u00a0\u202f]/g, ' ');

async function saveStatement(page: Page, lang: Lang, year: number) {
  const download = await new TaxStatementSection(page, lang).save(year);
  expect(download.suggestedFilename()).toBe(`tax-statement-${year}-${DEPOSIT}-${lang}.pdf`);
  // Kept beside the run's results, to be looked at (pdftoppm) as well as read.
  const kept = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(kept);
  return pdfText(kept);
}

test('an investor with history saves last year’s tax statement in English and Finnish', async ({
  page,
  sandbox,
}) => {
  // The whole history of five years is read once; on a loaded machine that takes a while.
  test.setTimeout(240_000);
  const today = helsinkiToday(new Date());
  const year = Number(today.slice(0, 4)) - 1;
  await signIn(page, sandbox, PERSONA);
  await new PortfolioPage(page, 'en').open();

  const english = await saveStatement(page, 'en', year);
  const figures = await rulesFigures(page, year, today);
  const kpis = (await apiGet(
    page,
    `/api/investor/deposit/${DEPOSIT}?from_date=${year}-01-01&to_date=${year}-12-31`,
  )) as { interest_paid: unknown; fees_paid: unknown; credit_losses: unknown };

  // The year's totals as the rules module has them.
  expect(english).toContain(`Tax statement ${year}`);
  expect(english).toContain('Pekka Heikkinen');
  expect(english).toContain("This is not the Tax Administration's decision");
  for (const value of [
    figures.interestCents,
    figures.costsCents,
    figures.transferLossesCents,
    figures.personal?.illustrativeTaxCents ?? -1,
  ]) {
    expect(english).toContain(money(value, 'en'));
  }
  // …and as the portfolio's KPIs count them: the interest; the fees (costs and sales fees);
  // the capital written off in the year (each write-off of the year has its line).
  expect(figures.interestCents).toBe(cents(kpis.interest_paid));
  expect(figures.costsCents + figures.salesFeeCents).toBe(cents(kpis.fees_paid));
  const writtenOff = figures.creditLosses
    .filter((line) => line.writtenOffOn?.startsWith(String(year)))
    .reduce((sum, line) => sum + line.capitalLostCents, 0);
  expect(writtenOff).toBe(cents(kpis.credit_losses));
  expect(figures.creditLosses.length).toBeGreaterThan(0);
  for (const line of figures.creditLosses) expect(english).toContain(line.loan ?? '');

  // The same page switched to Finnish: the history read once serves both languages.
  await new Shell(page, 'en').switchLanguage('fi');
  const finnish = await saveStatement(page, 'fi', year);
  expect(finnish).toContain(`Veroselvitys ${year}`);
  expect(finnish).toContain('Tämä ei ole Verohallinnon päätös');
  expect(finnish).toContain(money(figures.interestCents, 'fi'));
  expect(finnish).toContain(money(figures.transferLossesCents, 'fi'));
  expect(finnish).toContain(money(figures.personal?.illustrativeTaxCents ?? -1, 'fi'));
});
