import { LoanApplicationPage } from './pages/loan-application.page.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/signed-in.ts';

const STEPS = '/dashboard/borrower/loan-application';

test('a new borrower applies through the embedded frame, is scored and sees the offer', async ({
  page,
  sandbox,
}) => {
  test.slow();
  await signIn(page, sandbox, 'new-borrower');
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
  await signIn(page, sandbox, 'new-borrower');
  const application = new LoanApplicationPage(page);
  await application.start(3000, 24);
  await application.consent.check();
  await application.continueButton.click();
  await application.frameButton(/Cancel bank authentication/).click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/kreditz/failure$`));
  await expect(application.failureHeading).toBeVisible();
});

test('the redirect provider returns to tink-callback and the older check shows the offer', async ({
  page,
  sandbox,
}) => {
  test.slow();
  await signIn(page, sandbox, 'borrower-tink');
  const application = new LoanApplicationPage(page);
  await application.start(4000, 48);
  await application.consent.check();
  await application.continueButton.click();
  // Web mode: this tab goes to the provider's page, which returns to /tink-callback.
  await page.getByRole('button', { name: /Share the main account/ }).click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/view-offer$`), { timeout: 30_000 });
});

test('the bank-choice provider lists the banks and the secondary account asks to try again', async ({
  page,
  sandbox,
}) => {
  test.slow();
  await signIn(page, sandbox, 'borrower-neonomics');
  const application = new LoanApplicationPage(page);
  await application.start(2000, 24);
  await application.consent.check();
  await application.continueButton.click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/choose-bank$`));
  await application.bankButtons.first().click();
  await page.getByRole('button', { name: /secondary account with few transactions/ }).click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/aisp-rejected$`), { timeout: 30_000 });
  await expect(application.tryAgain).toBeEnabled();
});

test('a rejected applicant sees when a new application is possible', async ({ page, sandbox }) => {
  await signIn(page, sandbox, 'applicant-rejected');
  const application = new LoanApplicationPage(page);
  await application.start(1000, 12);
  await expect(page).toHaveURL(new RegExp(`${STEPS}/loan-rejected$`));
  await expect(
    page.getByText(/You can apply for a loan again after 3 months, on \d{2}\.\d{2}\.\d{4}\./),
  ).toBeVisible();
});

test('the spec’s short /aisp path shows the same processing screen', async ({ page, sandbox }) => {
  test.slow();
  await signIn(page, sandbox, 'new-borrower');
  const application = new LoanApplicationPage(page);
  await application.start(5000, 60);
  await application.consent.check();
  await application.continueButton.click();
  await application.frameButton(/Share the main account/).click();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/kreditz/success$`));
  await page.goto('/aisp');
  await expect(application.processing).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${STEPS}/view-offer$`), { timeout: 30_000 });
});
