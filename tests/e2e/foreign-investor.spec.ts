import { DashboardPage } from './pages/dashboard.page.ts';
import {
  FOREIGN_INVESTOR_FORM as FORM,
  ForeignInvestorPage,
} from './pages/foreign-investor.page.ts';
import { OnfidoCheckPage } from './pages/onfido-check.page.ts';
import { OnfidoRedirectPage } from './pages/onfido-redirect.page.ts';
import { TermsModal } from './pages/terms-modal.page.ts';
import { expect, test } from './support/fixtures.ts';
import { enterRegistrationCode, fillRegistrationDetails } from './support/register.ts';
import { t } from './support/i18n.ts';
import { DASHBOARD_OR_ONWARD } from './support/login.ts';
import { startSignedInToDashboard } from './support/signed-in.ts';

test('the foreign investor form shows each rule, then hands over to the document check and back', async ({
  page,
  sandbox,
}) => {
  const form = await new ForeignInvestorPage(page).open();
  await expect(form.heading).toBeVisible();
  // Finland first, names in the reader's language.
  await expect(form.country).toHaveValue('FI');
  await expect(form.country.locator('option').first()).toHaveText('Finland');

  await form.submit.click();
  await expect(form.summary).toBeVisible();
  await expect(page.getByText(t('en', 'validation:required')).first()).toBeVisible();
  await expect(page.getByText(t('en', 'validation:checkTerms'))).toBeVisible();
  await expect(form.field('given_name')).toBeFocused();

  // The TIN is asked (and required) only from US persons.
  await expect(form.taxNumber).toHaveCount(0);
  await form.american('yes').check();
  await expect(form.taxNumber).toBeVisible();
  await form.submit.click();
  await expect(form.taxNumber).toHaveAttribute('aria-invalid', 'true');

  // The terms dialog ticks the box.
  await form.termsLink.click();
  const modal = new TermsModal(page);
  await expect(modal.documentLink('terms')).toBeVisible();
  await modal.accept.click();
  await expect(modal.dialog()).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(form.terms).toBeChecked();

  // A server rule (expired passport) comes back on its field.
  await form.fillValid();
  await form.passportExpiry.fill('2020-01-01');
  await form.submit.click();
  await expect(page.getByText('The passport has expired.')).toBeVisible();
  await expect(form.passportExpiry).toBeFocused();

  await form.passportExpiry.fill('2034-05-01');
  await form.submit.click();
  const documentCheck = new OnfidoCheckPage(page);
  await documentCheck.expectOpen();
  await documentCheck.submit('Documents approved');
  await expect(page).toHaveURL(/\/onboarding\/investor\/provide-details/);

  const sent = (await sandbox.requests()).find(
    (r) => r.method === 'POST' && r.path === '/api/auth/signicat/redirect/onfido' && r.body,
  );
  expect(sent?.body).toMatchObject({ method: 'onfido', language: 'en', is_american: false });

  // Phone and e-mail go to the foreign onboarding endpoints, then on to the AML questionnaire.
  const phone = '+358 50 1239876';
  await fillRegistrationDetails(page, phone, 'foreign.investor@example.eu');
  await enterRegistrationCode(page, sandbox, phone);
  await expect(page).toHaveURL(/\/onboarding\/investor\/aml$/);
  const paths = (await sandbox.requests()).map((r) => `${r.method} ${r.path}`);
  expect(paths).toContain('POST /api/auth/onboarding/investor/foreign');
  expect(paths).toContain('POST /api/auth/onboarding/investor/foreign/verify');
  expect(paths).not.toContain('POST /api/auth/register');
});

test('the form speaks Finnish: Finland first, then Finnish alphabetical order', async ({
  page,
}) => {
  const form = await new ForeignInvestorPage(page, 'fi').open();
  // The country names load with the form's language, after its first paint.
  await expect
    .poll(async () => (await form.country.locator('option').allTextContents()).slice(0, 3))
    .toEqual(['Suomi', 'Alankomaat', 'Belgia']);
});

for (const code of [1, 3, 5]) {
  test(`a foreign user whose check is processing (code ${code}) waits, then reaches the dashboard`, async ({
    page,
    sandbox,
  }) => {
    await startSignedInToDashboard(page, sandbox, `foreign-investor-${code}`);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.verificationInProgress).toBeVisible();
    await expect(dashboard.verificationRetryNote).toBeVisible();
    await sandbox.advanceClock(61);
    await expect(dashboard.verificationInProgress).toBeHidden({ timeout: 15_000 });
    await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);
  });
}

test('the retry link from the e-mail opens a new document check', async ({ page }) => {
  const retry = await new OnfidoRedirectPage(page).open('retry-foreign-investor-2');
  // Nothing happens before the user confirms (a web page could have sent the app here).
  await retry.continue.click();
  await new OnfidoCheckPage(page).expectOpen();
  await expect(page.getByText(/attempt 2/)).toBeVisible();
});

test('a retry link that is not known shows an error and the way home', async ({ page }) => {
  const retry = await new OnfidoRedirectPage(page).open('no-such-state');
  await retry.continue.click();
  await expect(retry.failed).toBeVisible();
  await retry.backHome.click();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
});
