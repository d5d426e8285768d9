import { PersonAmlPage } from './pages/person-aml.page.ts';
import { expect, test } from './support/fixtures.ts';
import { loginBySms, loginToDashboard } from './support/login.ts';

test('a user without deposits answers the AML questionnaire, then updates it', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'new-borrower');
  const aml = await new PersonAmlPage(page).open();

  await aml.submit.click();
  await expect(aml.summary).toBeVisible();
  await expect(aml.iban).toBeFocused();
  await expect(aml.group('investment_vehicles')).toHaveAttribute('aria-invalid', 'true');

  await aml.fillValid();
  await aml.submit.click();
  await expect(page).toHaveURL(/\/onboarding\/investor\/contract$/);

  // Stored: opened again, it is prefilled, and saving updates it.
  await aml.open();
  await expect(aml.profession).toHaveValue('Engineer');
  await expect(aml.box('investment_vehicles', 'is_familiar_with_bonds')).toBeChecked();
  await aml.profession.fill('Teacher');
  await aml.submit.click();
  await expect(page).toHaveURL(/\/onboarding\/investor\/contract$/);
  await aml.open();
  await expect(aml.profession).toHaveValue('Teacher');
});

test('an investor with a deposit and no refill asked is sent to the dashboard', async ({
  page,
  sandbox,
}) => {
  await loginToDashboard(page, sandbox, 'investor-with-history');
  await page.goto('/onboarding/investor/aml');
  await expect(page).toHaveURL(/\/dashboard/);
});
