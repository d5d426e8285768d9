import { PersonAmlPage } from './pages/person-aml.page.ts';
import { expect, test } from './support/fixtures.ts';
import { DASHBOARD_OR_ONWARD } from './support/login.ts';
import { signIn, startSignedIn } from './support/signed-in.ts';

test('a user without deposits answers the AML questionnaire and goes on to the contract', async ({
  page,
  sandbox,
}) => {
  await signIn(page, sandbox, 'new-borrower');
  const aml = await new PersonAmlPage(page).open();

  await aml.submit.click();
  await expect(aml.summary).toBeVisible();
  await expect(aml.iban).toBeFocused();
  await expect(aml.group('investment_vehicles')).toHaveAttribute('aria-invalid', 'true');

  await aml.fillValid();
  await aml.submit.click();
  await expect(page).toHaveURL(/\/onboarding\/investor\/contract$/);

  // The questionnaire opened the (unsigned) deposit: without a refill asked, AML is closed now
  // (investor.md §4); a refill's prefill and PATCH are covered by the page's own tests.
  await page.goto('/onboarding/investor/aml');
  await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);
});

test('an investor with a deposit and no refill asked is sent to the dashboard', async ({
  page,
  sandbox,
}) => {
  await signIn(page, sandbox, 'investor-with-history');
  await page.goto('/onboarding/investor/aml');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('an investor asked to refill the questionnaire updates the stored one: PATCH api/aml-pep', async ({
  page,
  sandbox,
}) => {
  // A forced fill-in sends the investor to the questionnaire (investor.md §4 Access guards).
  await startSignedIn(page, sandbox, 'investor-aml-refill');
  await expect(page).toHaveURL(/\/onboarding\/investor\/aml$/);
  const aml = new PersonAmlPage(page);
  await expect(aml.heading).toBeVisible();
  await expect(page.getByText(aml.text('aml:forceFillIn'))).toBeVisible();
  // The refill starts from the stored answers.
  await expect(aml.profession).toHaveValue('Nurse');
  await aml.profession.fill('Head nurse');
  await aml.field('risk_profile').selectOption('medium');
  await aml.submit.click();
  await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);

  const saves = (await sandbox.requests()).filter(
    (r) => r.path === '/api/aml-pep' && r.method !== 'GET',
  );
  expect(saves.map((r) => r.method)).toEqual(['PATCH']);
  expect(saves[0]?.body).toMatchObject({
    profession: 'Head nurse',
    risk_profile: 'medium',
    force_aml_fill_in: false,
  });
  // Refilled: the questionnaire is closed again.
  await page.goto('/onboarding/investor/aml');
  await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);
});
