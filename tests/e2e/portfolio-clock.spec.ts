import { addDays } from '../../src/shared/domain/finance/dates.ts';
import { helsinkiToday } from '../../src/shared/domain/date-range.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/signed-in.ts';
import { DAY_SECONDS, EARLIER_WORLD_DAYS, startWorldDaysAgo } from './support/earlier-world.ts';

/** Longer than the list's default month, so the whole default range lies after the reset. */
const DAYS_BACK = EARLIER_WORLD_DAYS;

test('advancing the sandbox clock a month brings that month’s repayments to the list', async ({
  page,
  sandbox,
}, testInfo) => {
  const today = helsinkiToday(new Date());
  await startWorldDaysAgo(sandbox, testInfo, DAYS_BACK);
  await signIn(page, sandbox, 'investor-with-history');
  const portfolio = await new PortfolioPage(page).open();
  const repaid = portfolio.filter(portfolio.text('portfolio:transactionTypes.REPAID_CAPITAL'));

  // The marketplace has lived up to 35 days ago: the list's month (to today) is still empty.
  await repaid.click();
  await expect(portfolio.empty).toBeVisible();

  await sandbox.advanceClock(DAYS_BACK * DAY_SECONDS);
  await page.reload();
  await repaid.click();
  await expect(portfolio.rows.first()).toBeVisible();
  const monthStart = addDays(today, -31);
  for (const [date = ''] of await portfolio.shownRows()) {
    const [dd, mm, yyyy] = date.split('.');
    const day = `${yyyy}-${mm}-${dd}`;
    expect(day >= monthStart && day <= today, date).toBe(true);
  }
  // The interest of the same repayments arrived with them.
  await portfolio.filter(portfolio.text('portfolio:transactionTypes.INTEREST_PAID')).click();
  await expect(portfolio.rows.first()).toBeVisible();
});
