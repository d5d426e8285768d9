import { LoanCalculatorPage } from './pages/loan-calculator.page.ts';
import { expect, test } from './support/fixtures.ts';
import { BORROWER_DASHBOARD } from './support/login.ts';
import { startSignedInToDashboard } from './support/signed-in.ts';

const STEPS = '/dashboard/borrower/loan-application';

test('a borrower prices a loan in the app and starts the application with those figures', async ({
  page,
  sandbox,
}) => {
  await startSignedInToDashboard(page, sandbox, 'new-borrower');
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  const calculator = new LoanCalculatorPage(page);
  await calculator.calculateLink.click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}$`));

  await calculator.calculate(5000, 60);
  // 5 000 € over 60 months at 9.90 %: P·i/(1 − (1 + i)^−n) with i = 0.099/12 is 105.99 €.
  await expect(calculator.installment).toHaveText('€105.99');
  await expect(calculator.plan.locator('tbody tr')).toHaveCount(10);

  await calculator.applyButton.click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/ccis$`));
  const created = (await sandbox.requests()).filter(
    (call) => call.method === 'POST' && call.path === '/api/borrower/loan-application',
  );
  expect(created.map((call) => call.body)).toEqual([{ amount: 5000, terms: 60 }]);
});
