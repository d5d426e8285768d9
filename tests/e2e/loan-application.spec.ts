import { LoanApplicationPage } from './pages/loan-application.page.ts';
import { expect, test } from './support/fixtures.ts';
import { loginToDashboard } from './support/login.ts';

const STEPS = '/dashboard/borrower/loan-application';

test('a new borrower applies through the embedded frame, is scored and sees the offer', async ({
  page,
  sandbox,
}) => {
  test.slow();
  await loginToDashboard(page, sandbox, 'new-borrower');
  const application = new LoanApplicationPage(page);
  await application.start(5000, 60);
  await expect(page).toHaveURL(new RegExp(`${STEPS}/ccis$`));

  await application.continueButton.click();
  await expect(application.consentRequired).toBeVisible();
  await application.consent.check();
  await application.continueButton.click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/kreditz$`));

  // The frame's message, from the frame's own origin, decides the step.
  await application.frameButton(/Share the main account/).click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/kreditz/success$`));
  await application.successContinue.click();
  await expect(page).toHaveURL(/\/dashboard\/borrower\/aisp$/);
  await expect(application.processing).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/view-offer$`), { timeout: 30_000 });
});

test('a cancelled bank authentication in the frame leads to the failure page', async ({
  page,
  sandbox,
}) => {
  await loginToDashboard(page, sandbox, 'new-borrower');
  const application = new LoanApplicationPage(page);
  await application.start(3000, 24);
  await application.consent.check();
  await application.continueButton.click();
  await application.frameButton(/Cancel bank authentication/).click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/kreditz/failure$`));
  await expect(application.failureHeading).toBeVisible();
});
