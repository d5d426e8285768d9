import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { LegacyLoanPage } from './pages/legacy-loan.page.ts';
import { loginByUsernameAs } from './support/login.ts';
import { startLegacySignedIn } from './support/signed-in.ts';

test('a legacy borrower logs in with the password, sees the old loan and saves an invoice PDF', async ({
  page,
  sandbox,
}) => {
  const persona = await loginByUsernameAs(page, sandbox, 'legacy-borrower');
  // /restricted/borrower is replaced by the first legacy loan's page.
  await expect(page).toHaveURL(LegacyLoanPage.PATH);
  const loan = new LegacyLoanPage(page);
  await expect(loan.greeting(persona.first_name)).toBeVisible();
  await expect(loan.banner).toContainText(loan.text('legacyBorrower:loanType.fixed'));
  await expect(loan.banner).toContainText(loan.text('legacyBorrower:country.finland'));
  await expect(loan.info).toContainText('11.90%');
  await expect(loan.nextInstallment).toBeVisible();
  // The plan of 120 installments: 10 rows, then 10 more, and back.
  await expect(loan.planRows).toHaveCount(10);
  await loan.loadMore.click();
  await expect(loan.planRows).toHaveCount(20);
  await loan.loadLess.click();
  await expect(loan.planRows).toHaveCount(10);
  await loan.showWholePlan();
  await expect(loan.planRows).toHaveCount(120);
  await expect(loan.rowsIn('PAID').first()).toBeVisible();
  await expect(loan.rowsIn('READY_FOR_INVOICING').first()).toBeVisible();

  // Only the invoiced installment has a download; its PDF is saved through the browser.
  await expect(loan.downloadButtons).toHaveCount(await loan.rowsIn('INVOICED').count());
  const [download, request] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(/\/api\/legacy\/invoice\?/),
    loan.downloadButtons.first().click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoice.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(loan.saved).toBeVisible();

  // The gateway failing: the server-error alert.
  await sandbox.fault({ method: 'GET', path: new URL(request.url()).pathname, status: 500 });
  await loan.downloadButtons.first().click();
  await expect(loan.alertSaying('errors:serverError')).toBeVisible();
});

test('a legacy borrower in debt collection sees only the notice', async ({ page, sandbox }) => {
  await startLegacySignedIn(page, sandbox, 'legacy-borrower-debt-collection');
  await expect(page).toHaveURL(LegacyLoanPage.PATH);
  const loan = new LegacyLoanPage(page);
  await expect(loan.debtCollection).toBeVisible();
  await expect(loan.plan).toBeHidden();
  await expect(loan.info).toBeHidden();
});

test('a legacy borrower with a variable-interest loan sees it named so', async ({
  page,
  sandbox,
}) => {
  await startLegacySignedIn(page, sandbox, 'legacy-borrower-variable');
  await expect(page).toHaveURL(LegacyLoanPage.PATH);
  const loan = new LegacyLoanPage(page);
  await expect(loan.variableInterestBanner).toContainText(
    loan.text('legacyBorrower:loanType.fair'),
  );
  await expect(loan.variableInterestBanner).toContainText(
    loan.text('legacyBorrower:country.finland'),
  );
  await expect(loan.banner).toBeHidden();
  await expect(loan.planRows).toHaveCount(10);
});
