import type { Page } from '@playwright/test';
import { formatEuros } from '../../src/shared/domain/finance/cents.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { euroTextToCents, WithdrawSection } from './pages/withdraw.page.ts';
import { expect, test } from './support/fixtures.ts';
import type { SandboxControl } from './support/sandbox.ts';
import { startSignedIn } from './support/signed-in.ts';
import { DAY_SECONDS, startWorldDaysAgo } from './support/earlier-world.ts';

/** The most days the autosell test lets the aftermarket sell. */
const SELL_DAYS = 10;

/** The engine runs up to the clock on each call: on a busy machine a page can take a while. */
const patient = expect.configure({ timeout: 30_000 });

/** A signed-in persona's portfolio, with its figures and the withdraw section. */
async function openPortfolio(page: Page, sandbox: SandboxControl, personaId: string) {
  const portfolio = new PortfolioPage(page);
  await startSignedIn(page, sandbox, personaId, { path: PortfolioPage.PATH });
  await patient(portfolio.heading).toBeVisible();
  const withdraw = new WithdrawSection(page);
  await patient(portfolio.kpi('free_capital')).toBeVisible();
  await patient(withdraw.amount.or(withdraw.inProgress)).toBeVisible();
  return { portfolio, withdraw };
}

test('a withdrawal within the free capital is paid after 2 banking days', async ({
  page,
  sandbox,
}) => {
  test.slow();
  const { portfolio, withdraw } = await openPortfolio(page, sandbox, 'investor-with-history');
  const free = euroTextToCents(await portfolio.kpi('free_capital').innerText());
  expect(free).toBeGreaterThanOrEqual(100);

  await withdraw.ask('1.00');
  expect(await withdraw.figure('amount')).toBe(100);
  await withdraw.confirm.click();
  await expect(withdraw.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/fair-credit-portfolio$/);
  await expect(withdraw.notice('withdraw:notice.withdrawn', { amount: '€1.00' })).toBeVisible();
  await expect
    .poll(async () => euroTextToCents(await portfolio.kpi('free_capital').innerText()))
    .toBe(free - 100);

  // Two banking days later (a week covers any weekend and holiday) the payment has left.
  await sandbox.advanceClock(7 * DAY_SECONDS);
  await page.reload();
  await portfolio.filter(portfolio.text('portfolio:transactionTypes.WITHDRAWAL')).click();
  await patient(portfolio.rows.first()).toBeVisible();
  const rows = await portfolio.shownRows();
  expect(rows.some((cells) => cells.some((cell) => /-?€1\.00|1\.00/.test(cell)))).toBe(true);
});

test('a withdrawal above the free capital sells the shortfall until it is covered', async ({
  page,
  sandbox,
}, testInfo) => {
  // The sandbox stands SELL_DAYS ago, so that the days it then lives through end today: the
  // lists and figures of the app, which end on the real today, show all of them.
  await startWorldDaysAgo(sandbox, testInfo, SELL_DAYS);
  const { portfolio, withdraw } = await openPortfolio(page, sandbox, 'investor-with-history');
  const free = euroTextToCents(await portfolio.kpi('free_capital').innerText());
  const asked = free + 5_000; // 50 € more than the free capital

  await withdraw.ask(formatEuros(asked));
  // Shown before confirming: 50 € sold, its 1 % fee, the rest to the bank.
  expect(await withdraw.figure('shortfall')).toBe(5_000);
  expect(await withdraw.figure('fee')).toBe(50);
  expect(await withdraw.figure('transfer')).toBe(asked - 50);
  await withdraw.confirm.click();
  await patient(withdraw.inProgress).toBeVisible();

  // The aftermarket sells day by day as the clock moves; the page asks again on each visit.
  for (let day = 0; day < SELL_DAYS && (await withdraw.inProgress.isVisible()); day += 1) {
    await sandbox.advanceClock(DAY_SECONDS);
    await page.reload();
    await patient(withdraw.amount.or(withdraw.inProgress)).toBeVisible();
  }
  await patient(withdraw.amount).toBeVisible();
  await portfolio.filter(portfolio.text('portfolio:transactionTypes.AUTOSELL_TRANSACTION')).click();
  await patient(portfolio.rows.first()).toBeVisible();
  await portfolio.filter(portfolio.text('portfolio:transactionTypes.WITHDRAWAL')).click();
  await patient(portfolio.rows.first()).toBeVisible();
});

test('the investor mid-autosell sees the transfer in progress and can cancel it', async ({
  page,
  sandbox,
}) => {
  test.slow();
  const { withdraw } = await openPortfolio(page, sandbox, 'investor-mid-autosell');
  await patient(withdraw.inProgress).toBeVisible();
  await expect(withdraw.progress).toBeVisible();
  await withdraw.cancel.click();
  await patient(withdraw.notice('withdraw:notice.cancelled')).toBeVisible();
  await expect(withdraw.amount).toBeVisible();
  const calls = await sandbox.requests();
  expect(
    calls.filter((c) => c.method === 'POST' && c.path.endsWith('/auto-sell/cancel')),
  ).toHaveLength(1);
});
