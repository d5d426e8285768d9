import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { enterRegistrationCode, fillRegistrationDetails } from './support/register.ts';
import { t, type Lang } from './support/i18n.ts';
import { loginBySms } from './support/login.ts';

const FORM = '/register/foreign-investor/provide-details';
const f = (key: string) => t('en', `foreign:${key}`);

async function fillValid(page: Page, lang: Lang = 'en') {
  const l = (key: string) => page.getByLabel(t(lang, `foreign:fields.${key}`), { exact: true });
  await l('given_name').fill('Anna');
  await l('family_name').fill('Schmidt');
  await l('birthdate').fill('1983-04-17');
  await l('line1').fill('Kastanienallee 12');
  await l('postcode').fill('10435');
  await l('city').fill('Berlin');
  await l('country').selectOption('DE');
  await l('nationality').selectOption('DE');
  await l('passport_number').fill('C01X00T47');
  await l('passport_expiry_date').fill('2034-05-01');
  await page
    .getByRole('group', { name: t(lang, 'foreign:fields.is_american') })
    .getByRole('radio', { name: t(lang, 'foreign:no') })
    .check();
  await page
    .getByRole('checkbox', { name: t(lang, 'foreign:fields.is_checked_terms_and_conditions') })
    .check();
}

test('the foreign investor form shows each rule, then hands over to the document check and back', async ({
  page,
  sandbox,
}) => {
  await page.goto(`${FORM}/en`);
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(page.getByRole('heading', { level: 1, name: f('title') })).toBeVisible();
  // Finland first, names in the reader's language.
  const country = page.getByLabel(f('fields.country'), { exact: true });
  await expect(country).toHaveValue('FI');
  await expect(country.locator('option').first()).toHaveText('Finland');

  const submit = page.getByRole('button', { name: f('submit') });
  await submit.click();
  await expect(page.getByText(f('summary'))).toBeVisible();
  await expect(page.getByText(t('en', 'validation:required')).first()).toBeVisible();
  await expect(page.getByText(t('en', 'validation:checkTerms'))).toBeVisible();
  await expect(page.getByLabel(f('fields.given_name'))).toBeFocused();

  // The TIN is asked (and required) only from US persons.
  const tin = page.getByLabel(f('fields.tax_identification_number'));
  await expect(tin).toHaveCount(0);
  const american = page.getByRole('group', { name: f('fields.is_american') });
  await american.getByRole('radio', { name: f('yes') }).check();
  await expect(tin).toBeVisible();
  await submit.click();
  await expect(tin).toHaveAttribute('aria-invalid', 'true');

  // The terms dialog ticks the box.
  await page.getByRole('link', { name: f('terms.openTerms'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'terms:modal.titleTerms') });
  await expect(dialog.getByRole('link', { name: t('en', 'terms:modal.terms') })).toBeVisible();
  await dialog.getByRole('button', { name: t('en', 'terms:modal.accept') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(
    page.getByRole('checkbox', { name: f('fields.is_checked_terms_and_conditions') }),
  ).toBeChecked();

  // A server rule (expired passport) comes back on its field.
  await fillValid(page);
  await page.getByLabel(f('fields.passport_expiry_date')).fill('2020-01-01');
  await submit.click();
  await expect(page.getByText('The passport has expired.')).toBeVisible();
  await expect(page.getByLabel(f('fields.passport_expiry_date'))).toBeFocused();

  await page.getByLabel(f('fields.passport_expiry_date')).fill('2034-05-01');
  await submit.click();
  await expect(page).toHaveURL(/\/__sandbox\/providers\/onfido\/check\?state=/);
  await expect(page.getByRole('heading', { name: 'Identity document check' })).toBeVisible();
  await page.getByRole('radio', { name: 'Documents approved' }).check();
  await page.getByRole('button', { name: 'Submit documents' }).click();
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
  await page.goto(`${FORM}/fi`);
  const country = page.getByLabel(t('fi', 'foreign:fields.country'), { exact: true });
  const names = await country.locator('option').allTextContents();
  expect(names.slice(0, 3)).toEqual(['Suomi', 'Alankomaat', 'Belgia']);
});

for (const code of [1, 3, 5]) {
  test(`a foreign user whose check is processing (code ${code}) waits, then reaches the dashboard`, async ({
    page,
    sandbox,
  }) => {
    const persona = await sandbox.persona(`foreign-investor-${code}`);
    await loginBySms(page, sandbox, `foreign-investor-${code}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { name: t('en', 'onfido:inProgress.title') }),
    ).toBeVisible();
    await expect(page.getByText(t('en', 'onfido:inProgress.retry'))).toBeVisible();
    await sandbox.advanceClock(61);
    await expect(
      page.getByRole('heading', {
        name: t('en', 'dashboard:greeting', { name: persona.first_name }),
      }),
    ).toBeVisible({ timeout: 15_000 });
  });
}

test('the retry link from the e-mail opens a new document check', async ({ page }) => {
  await page.goto('/onfido/redirect/en?state=retry-foreign-investor-2');
  // Nothing happens before the user confirms (a web page could have sent the app here).
  await page.getByRole('button', { name: t('en', 'onfido:redirect.continue') }).click();
  await expect(page).toHaveURL(/\/__sandbox\/providers\/onfido\/check\?state=/);
  await expect(page.getByRole('heading', { name: 'Identity document check' })).toBeVisible();
  await expect(page.getByText(/attempt 2/)).toBeVisible();
});

test('a retry link that is not known shows an error and the way home', async ({ page }) => {
  await page.goto('/onfido/redirect/en?state=no-such-state');
  await page.getByRole('button', { name: t('en', 'onfido:redirect.continue') }).click();
  await expect(page.getByText(t('en', 'onfido:redirect.failed'))).toBeVisible();
  await page.getByRole('link', { name: t('en', 'onfido:backHome') }).click();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
});
