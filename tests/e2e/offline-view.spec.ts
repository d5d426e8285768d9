import type { Page } from '@playwright/test';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { Shell } from './pages/shell.ts';
import { SmsCodePage } from './pages/sms-code.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { enterSmsCode } from './support/login.ts';
import { startSignedInToDashboard } from './support/signed-in.ts';

/*
 * The last figures, offline (issue 22 §3), in web mode: the view is kept in the tab's memory, so
 * everything here happens in one page load, moving through the app's own links.
 */
const PERSONA = 'investor-with-history';
const API = '**/api/**';
const AS_OF = /^As of \d\d\.\d\d\.\d{4} at \d\d:\d\d: the gateway is not answering/;

/** Leaves the portfolio for the profile and comes back, so that it asks for its figures again. */
async function reopenPortfolio(page: Page): Promise<void> {
  const shell = new Shell(page);
  await shell.navLink('profile').click();
  // The profile's screen loads on demand: leaving before it is in would cancel that navigation,
  // and the portfolio would never have been left.
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await shell.navButton('investing').click();
  await shell.navLink('portfolio').click();
}

test('when the gateway stops answering, the portfolio shows the last figures read-only; after logout they are gone', async ({
  page,
  sandbox,
}) => {
  await startSignedInToDashboard(page, sandbox, PERSONA);
  const portfolio = new PortfolioPage(page);
  const shell = new Shell(page);
  await shell.navButton('investing').click();
  await shell.navLink('portfolio').click();
  await expect(portfolio.heading).toBeVisible();
  await expect(portfolio.kpi('portfolio_value')).toHaveText(/€/);
  await expect(portfolio.rows.first()).toBeVisible();
  const value = (await portfolio.kpi('portfolio_value').textContent()) ?? '';
  const reference = (await portfolio.kpi('reference_number').textContent()) ?? '';
  const firstRow = (await portfolio.rows.first().textContent()) ?? '';

  // Every call to the API now fails without an answer.
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await reopenPortfolio(page);

  const banner = page.getByRole('status', { name: t('en', 'shell:offline.label') });
  await expect(banner).toContainText(t('en', 'shell:offline.message'));
  await expect(page.getByText(AS_OF)).toBeVisible();
  await expect(portfolio.heading).toBeVisible();
  await expect(portfolio.kpi('portfolio_value')).toHaveText(value);
  await expect(portfolio.kpi('reference_number')).toHaveText(reference);
  await expect(portfolio.rows.first()).toHaveText(firstRow);
  for (const action of ['csv', 'ppExport', 'autoinvest', 'taxStatement', 'withdraw']) {
    await expect(
      page.getByRole('button', { name: t('en', `offline:actions.${action}`) }),
    ).toBeDisabled();
  }
  await expect(portfolio.kpiRange).toHaveCount(0);
  await expect(page.getByText(t('en', 'portfolio:loadFailed'))).toHaveCount(0);

  // Logout (its call gets no answer either, and the session ends all the same).
  await shell.logOut();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);

  // Signed in again in the same tab, the figures still without an answer: nothing is shown of
  // what was seen before the logout.
  await page.unroute(API);
  await page.route('**/api/investor/deposit/**', (route) => route.abort('internetdisconnected'));
  const persona = await sandbox.persona(PERSONA);
  await new SmsCodePage(page).requestCode(persona.phone ?? '');
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);
  await enterSmsCode(page, 'en', await sandbox.latestCode(persona.phone ?? ''));
  // The app goes back to the page the session ended on, or to the dashboard: a portfolio page.
  await expect(page).toHaveURL(/\/dashboard\/investor(\/fair-credit-portfolio)?$/);
  await expect(page.getByText(t('en', 'offline:nothingKept'))).toBeVisible();
  await expect(page.getByText(AS_OF)).toHaveCount(0);
  await expect(page.getByText(value, { exact: true })).toHaveCount(0);
});
