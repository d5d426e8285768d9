import type { APIRequestContext, Locator } from '@playwright/test';
import { helsinkiToday } from '../../src/shared/domain/date-range.ts';
import { daysBetween } from '../../src/shared/domain/finance/dates.ts';
import { paymentDeadline } from '../../src/shared/domain/finance/late-payment.ts';
import type { IsoDate } from '../../src/shared/domain/finance/index.ts';
import { CONTROL_SECRET_HEADER } from '../../src/sandbox/control/secret.ts';
import { BorrowerLoanPage } from './pages/borrower-loan.page.ts';
import { BorrowerLoansPage } from './pages/borrower-loans.page.ts';
import { expect, test } from './support/fixtures.ts';
import { BORROWER_DASHBOARD, DASHBOARD_OR_ONWARD } from './support/login.ts';
import { e2eControlSecret } from './support/sandbox.ts';
import { startSignedIn } from './support/signed-in.ts';

const DAY_SECONDS = 86_400;
const PLAN_FIRST_ROWS = 10;

/** A shown date (dd.mm.yyyy) as an ISO date. */
async function shownDate(locator: Locator): Promise<IsoDate> {
  const [dd, mm, yyyy] = (await locator.innerText()).trim().split('.');
  return `${yyyy}-${mm}-${dd}`;
}

/** The sandbox's Helsinki date now. */
async function sandboxToday(request: APIRequestContext): Promise<IsoDate> {
  const health = (await (await request.get('/__sandbox/health')).json()) as { now: string };
  return helsinkiToday(new Date(health.now));
}

/** The control call that leaves every installment of a loan unpaid from now on. */
async function leaveUnpaid(request: APIRequestContext, mambuLoanId: string): Promise<void> {
  const response = await request.post(`/__sandbox/borrower-loans/${mambuLoanId}/payments`, {
    headers: { [CONTROL_SECRET_HEADER]: e2eControlSecret() },
    data: { payments: 'unpaid' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The loan id a list link names (`Loan LN12`). */
async function loanIdOf(link: Locator): Promise<string> {
  return /(\S+)$/.exec((await link.innerText()).trim())?.[1] ?? '';
}

test('a borrower paying on time sees both loans, the fair-credit loan’s rate path and plan, and the fixed-rate loan', async ({
  page,
  sandbox,
}) => {
  // Without an investor's contract, /dashboard is the borrower's dashboard.
  await startSignedIn(page, sandbox, 'borrower-with-loan', { path: '/dashboard' });
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  const loans = new BorrowerLoansPage(page);
  await expect(loans.totalLeft).toHaveText(/\d/);
  await expect(loans.rows).toHaveCount(2);
  await expect(loans.fairCreditLinks).toHaveCount(1);
  await expect(loans.fixedRateLinks).toHaveCount(1);
  const fixedId = await loanIdOf(loans.fixedRateLinks);

  await loans.fairCreditLinks.click();
  await expect(page).toHaveURL(BorrowerLoanPage.FAIR_PATH);
  const loan = new BorrowerLoanPage(page);
  await expect(loan.summary).toBeVisible();
  await expect(loan.figure(loan.summary, 'borrower:detail.summary.remaining')).toHaveText(/\d/);
  await expect(loan.reference).toBeVisible();
  await expect(loan.unpaidBanner).toBeHidden();
  await expect(loan.rateChartImage).toBeVisible();
  await expect(loan.planRows).toHaveCount(PLAN_FIRST_ROWS);
  await loan.loadMore.click();
  // Each load more shows 10 more installments.
  await expect(loan.planRows).toHaveCount(2 * PLAN_FIRST_ROWS);
  await loan.loadLess.click();
  await expect(loan.planRows).toHaveCount(PLAN_FIRST_ROWS);

  await page.goBack();
  await loans.loanLink(fixedId).click();
  await expect(page).toHaveURL(BorrowerLoanPage.FIXED_PATH);
  await expect(loan.heading(fixedId)).toBeVisible();
  await expect(loan.summary).toBeVisible();
  await expect(loan.reference).toBeVisible();
  // Only the reducing product has a rate path.
  await expect(loan.rateChart).toBeHidden();
});

test('a borrower in arrears sees the unpaid-installment banner', async ({ page, sandbox }) => {
  await startSignedIn(page, sandbox, 'borrower-in-arrears', { path: '/dashboard/borrower' });
  const loans = new BorrowerLoansPage(page);
  await loans.fairCreditLinks.click();
  const loan = new BorrowerLoanPage(page);
  await expect(loan.unpaidBanner).toBeVisible();
  await expect(loan.nextInstallment).toBeVisible();
});

test('a loan in debt collection shows only the debt-collection screen, whose Back leaves for the dashboard', async ({
  page,
  sandbox,
}) => {
  await startSignedIn(page, sandbox, 'borrower-in-debt-collection', {
    path: '/dashboard/borrower',
  });
  await new BorrowerLoansPage(page).fairCreditLinks.click();
  await expect(page).toHaveURL(BorrowerLoanPage.FAIR_PATH);
  const loan = new BorrowerLoanPage(page);
  await expect(loan.debtCollection).toBeVisible();
  await expect(loan.summary).toBeHidden();
  await expect(loan.nextInstallment).toBeHidden();
  await expect(loan.plan).toBeHidden();
  await loan.debtCollectionBack.click();
  await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);
});

test('a loan left unpaid falls into arrears once the clock passes its due date; the one paid on time does not', async ({
  page,
  sandbox,
  request,
}) => {
  await startSignedIn(page, sandbox, 'borrower-with-loan', { path: '/dashboard/borrower' });
  const loans = new BorrowerLoansPage(page);
  const loan = new BorrowerLoanPage(page);
  const fixedId = await loanIdOf(loans.fixedRateLinks);
  const fairId = await loanIdOf(loans.fairCreditLinks);

  await loans.fairCreditLinks.click();
  const fairDue = await shownDate(loan.nextDueDate);
  await page.goBack();
  await loans.fixedRateLinks.click();
  const fixedDue = await shownDate(loan.nextDueDate);
  await expect(loan.unpaidBanner).toBeHidden();

  await leaveUnpaid(request, fixedId);
  // To the day after both payment deadlines (a due date on a weekend or holiday moves to the next
  // banking day): the fair-credit loan is paid by its deadline as usual.
  const fairDeadline = paymentDeadline(fairDue);
  const fixedDeadline = paymentDeadline(fixedDue);
  const lastDue = fairDeadline > fixedDeadline ? fairDeadline : fixedDeadline;
  await sandbox.advanceClock((daysBetween(await sandboxToday(request), lastDue) + 1) * DAY_SECONDS);

  await page.reload();
  await expect(loan.heading(fixedId)).toBeVisible();
  await expect(loan.unpaidBanner).toBeVisible();
  await expect(loan.nextDueDate).toHaveText(fixedDue.split('-').reverse().join('.'));

  await page.goto('/dashboard/borrower');
  await loans.loanLink(fairId).click();
  await expect(loan.heading(fairId)).toBeVisible();
  await expect(loan.unpaidBanner).toBeHidden();
  expect((await shownDate(loan.nextDueDate)) > fairDue).toBe(true);
});
