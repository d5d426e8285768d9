import type { Page } from '@playwright/test';
import { BankChoicePage } from './pages/bank-choice.page.ts';
import { RegisterDetailsPage } from './pages/register-details.page.ts';
import { RegisterRejectedPage } from './pages/register-rejected.page.ts';
import { RegisterVerifyPage } from './pages/register-verify.page.ts';
import { Shell } from './pages/shell.ts';
import { TermsModal } from './pages/terms-modal.page.ts';
import { NEW_PERSON, identifyAtBank } from './support/bank.ts';
import { expect, test } from './support/fixtures.ts';
import {
  enterRegistrationCode as enterCode,
  fillRegistrationDetails as fillDetails,
} from './support/register.ts';
import { t } from './support/i18n.ts';
import { BORROWER_DASHBOARD } from './support/login.ts';
import { expectVisitLandsOn } from './support/navigation.ts';

/** Register identity verification as a new (adult) person, ending on provide-details. */
async function identifyNewPerson(page: Page) {
  await new BankChoicePage(page).open('/register');
  await expect(page).toHaveURL(/\/register\/identity-verification$/);
  await identifyAtBank(page, NEW_PERSON, { bank: 'bank:names.danskebank' });
  await expect(page).toHaveURL(/\/register\/provide-details$/);
}

test('a new person registers as a borrower: details, phone code, dashboard', async ({
  page,
  sandbox,
}) => {
  await identifyNewPerson(page);
  await fillDetails(page, '040 77 12345', 'uusi.lainaaja@example.fi');
  await expect(page).toHaveURL(/\/register\/verify-phone-number$/);
  await expect(new RegisterVerifyPage(page).intro('0407712345')).toBeVisible();
  await enterCode(page, sandbox, '040 77 12345');
  await expect(page).toHaveURL(BORROWER_DASHBOARD);

  const requests = await sandbox.requests();
  const redirect = requests.find((r) => r.path === '/api/auth/telia/redirect');
  expect(redirect?.body).toMatchObject({ goal: 'borrower', method: 'fi-danskebank' });
  const details = requests.find((r) => r.path === '/api/auth/register');
  expect(Object.keys(details?.body as object).sort()).toEqual(
    ['email', 'is_checked_offers', 'language', 'mobile_phone', 'state'].sort(),
  );
  const verify = requests.find((r) => r.path === '/api/auth/verify');
  expect(Object.keys(verify?.body as object).sort()).toEqual(['code', 'mobile_phone', 'state']);
});

test('the investor goal registers through investor onboarding and continues to AML', async ({
  page,
  sandbox,
}) => {
  const persona = await sandbox.persona('bank-identity-new-investor');
  await new BankChoicePage(page).open('/onboarding/investor');
  await expect(page).toHaveURL(/\/onboarding\/investor\/identity-verification$/);
  await identifyAtBank(page, persona, {
    terms: 'bank:termsCheckbox.priceList',
    bank: 'bank:names.aktia',
  });
  await expect(page).toHaveURL(/\/onboarding\/investor\/provide-details$/);
  await fillDetails(page, '050 66 54321', 'sari.sijoittaja@example.fi');
  await expect(page).toHaveURL(/\/onboarding\/investor\/verify-phone-number$/);
  await enterCode(page, sandbox, '050 66 54321');
  // No deposit yet, so the AML questionnaire is open to them (its first answer opens one).
  await expect(page).toHaveURL(/\/onboarding\/investor\/aml$/);
  const redirect = (await sandbox.requests()).find((r) => r.path === '/api/auth/telia/redirect');
  expect(redirect?.body).toMatchObject({ goal: 'investor' });
});

test('a person under 18 is rejected and can go back home', async ({ page, sandbox }) => {
  const persona = await sandbox.persona('under-18');
  await new BankChoicePage(page).open('/register/identity-verification');
  await identifyAtBank(page, persona);
  await expect(page).toHaveURL(/\/register\/rejected$/);
  const rejected = new RegisterRejectedPage(page);
  await expect(rejected.heading).toBeVisible();
  await expect(rejected.reason).toBeVisible();
  await rejected.backHome.click();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
});

test('cancelling at the bank opens the foreign investor form', async ({ page }) => {
  await new BankChoicePage(page).open('/register/identity-verification');
  await identifyAtBank(page, NEW_PERSON, { answer: 'Cancel' });
  await expect(page).toHaveURL(/\/register\/foreign-investor\/provide-details$/);
});

test('the details step shows every validation message and blocks pasting', async ({
  page,
  sandbox,
}) => {
  await identifyNewPerson(page);
  const details = new RegisterDetailsPage(page);
  await details.submit.click();
  await expect(page.getByRole('alert')).toHaveText([
    t('en', 'validation:required'),
    t('en', 'validation:required'),
    t('en', 'validation:required'),
  ]);

  await details.fill('12ab', 'uusi@', 'toinen@example.fi');
  await expect(page.getByRole('alert')).toHaveText([
    t('en', 'validation:phone'),
    t('en', 'validation:email'),
    t('en', 'validation:confirmEmail'),
  ]);

  const { confirmEmail: confirm, email } = details;
  await confirm.fill('');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate("navigator.clipboard.writeText('uusi@example.fi')");
  await confirm.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(confirm).toHaveValue('');
  await expect(details.pasteBlocked).toBeVisible();
  // Pasting elsewhere works: the block is the confirmation field's own.
  await email.fill('');
  await email.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(email).toHaveValue('uusi@example.fi');

  expect((await sandbox.requests()).filter((r) => r.path === '/api/auth/register')).toHaveLength(0);
});

test('the code step needs four digits and shows the server message', async ({ page, sandbox }) => {
  await identifyNewPerson(page);
  await fillDetails(page, '040 55 12121', 'koodi@example.fi');
  await expect(page).toHaveURL(/\/register\/verify-phone-number$/);
  const verifyStep = new RegisterVerifyPage(page);
  await verifyStep.enterCode('12');
  await expect(page.getByRole('alert')).toHaveText(t('en', 'validation:required'));
  expect((await sandbox.requests()).filter((r) => r.path === '/api/auth/verify')).toHaveLength(0);

  const right = await sandbox.latestCode('040 55 12121');
  await verifyStep.enterCode(right === '0000' ? '1111' : '0000');
  await expect(page.getByRole('alert')).toHaveText('The code is incorrect.');
  await expect(page).toHaveURL(/\/register\/verify-phone-number$/);
});

test('the guarded steps send a direct visit back', async ({ page }) => {
  const identification = /\/register\/identity-verification$/;
  await expectVisitLandsOn(page, '/register/provide-details', identification);
  await expectVisitLandsOn(page, '/register/verify-phone-number', identification);
  await expectVisitLandsOn(page, '/register/rejected', identification);
  await expectVisitLandsOn(
    page,
    '/onboarding/investor/provide-details',
    /\/onboarding\/investor\/identity-verification$/,
  );
});

test('bank buttons on registration wait for the terms', async ({ page }) => {
  const choice = await new BankChoicePage(page).open('/register/identity-verification');
  await expect(choice.method()).toBeDisabled();
  await expect(choice.termsNeeded).toBeVisible();
  await choice.termsLink().click();
  await expect(page).toHaveURL(/\/register\/identity-verification\/terms-and-conditions$/);
  await new TermsModal(page).accept.click();
  await expect(page).toHaveURL(/\/register\/identity-verification$/);
  await expect(choice.method()).toBeEnabled();
});

test('a provider error at the bank returns to identity verification with a retry hint', async ({
  page,
  sandbox,
}) => {
  await new BankChoicePage(page).open('/register');
  await identifyAtBank(page, NEW_PERSON, { bank: 'bank:names.op', answer: 'Provider error' });
  await expect(page).toHaveURL(/\/register\/identity-verification\?error=identification-failed$/);
  await expect(page.getByText(t('en', 'errors:identificationFailed'))).toBeVisible();
  // Nothing to exchange: the app does not post the callback.
  expect((await sandbox.requests()).some((r) => r.path === '/api/auth/telia/callback')).toBe(false);
});

test('a broker applicant without an account registers and continues to the loan application', async ({
  page,
  sandbox,
}) => {
  await new BankChoicePage(page).open('/login/bank', '?blaId=7001&fromBroker=1');
  await identifyAtBank(page, NEW_PERSON);
  await expect(page).toHaveURL(/\/login\/bank\?error=user-does-not-exists$/);
  await new Shell(page).navLink('register').click();
  await expect(page).toHaveURL(/\/register\/identity-verification$/);
  await identifyAtBank(page, NEW_PERSON, { bank: 'bank:names.nordea' });
  await expect(page).toHaveURL(/\/register\/provide-details$/);
  await fillDetails(page, '040 55 70010', 'valitetty@example.fi');
  await enterCode(page, sandbox, '040 55 70010');
  await expect(page).toHaveURL(/\/dashboard\/borrower\/loan-application$/);
  const redirects = (await sandbox.requests()).filter((r) => r.path === '/api/auth/telia/redirect');
  expect(redirects.map((r) => (r.body as { goal: string; blaId: unknown }).goal)).toEqual([
    'login',
    'borrower',
  ]);
  expect(redirects.map((r) => (r.body as { blaId: unknown }).blaId)).toEqual(['7001', '7001']);
});
