import type { Page } from '@playwright/test';
import { BorrowerLoanPage } from './pages/borrower-loan.page.ts';
import { BorrowerLoansPage } from './pages/borrower-loans.page.ts';
import { LoanApplicationPage } from './pages/loan-application.page.ts';
import { LoanOfferPage } from './pages/loan-offer.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow, ZOOMED_200 } from './support/layout.ts';
import { BORROWER_DASHBOARD, INVESTOR_DASHBOARD } from './support/login.ts';
import { signIn, startSignedInToDashboard } from './support/signed-in.ts';

/*
 * Text stays readable at 200 % zoom (issue 11 §7, WCAG 1.4.4 and 1.4.10): at the CSS width of a
 * zoomed window the page reflows instead of making the reader scroll sideways; a wide table may
 * scroll inside its own box.
 */
test.use({ viewport: ZOOMED_200 });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Let late content (charts, lists) settle first.
  await page.waitForLoadState('networkidle');
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `${page.url()} overflows: ${overflow.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
}

test('the investor dashboard and the portfolio reflow at 200 % zoom', async ({ page, sandbox }) => {
  test.slow(); // The portfolio with its chart and years of history.
  await startSignedInToDashboard(page, sandbox, 'investor-with-history');
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  await expectNoSidewaysScroll(page);

  const portfolio = await new PortfolioPage(page).open();
  await expect(portfolio.rows.first()).toBeVisible({ timeout: 20_000 });
  await expectNoSidewaysScroll(page);
});

test('the borrower dashboard and a loan’s detail reflow at 200 % zoom', async ({
  page,
  sandbox,
}) => {
  await startSignedInToDashboard(page, sandbox, 'borrower-with-loan');
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  const loans = new BorrowerLoansPage(page);
  await expect(loans.rows).toHaveCount(2);
  await expectNoSidewaysScroll(page);

  await loans.fairCreditLinks.click();
  const loan = new BorrowerLoanPage(page);
  await expect(loan.planRows.first()).toBeVisible();
  await expect(loan.rateChartImage).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the loan offer reflows at 200 % zoom', async ({ page, sandbox }) => {
  test.slow(); // The scoring's polls.
  await signIn(page, sandbox, 'new-borrower');
  const application = new LoanApplicationPage(page);
  await application.start(5000, 60);
  await application.consentAndContinue();
  await application.shareMainAccountInFrame();
  await expect(page).toHaveURL(LoanOfferPage.PATH, { timeout: 30_000 });
  const offer = new LoanOfferPage(page);
  await expect(offer.planRows.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
