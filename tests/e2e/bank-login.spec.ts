import { BankChoicePage } from './pages/bank-choice.page.ts';
import { Shell } from './pages/shell.ts';
import { TermsModal } from './pages/terms-modal.page.ts';
import { acceptTerms, chooseBank, identifyAtBank } from './support/bank.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { BORROWER_DASHBOARD } from './support/login.ts';
import { expectVisitLandsOn } from './support/navigation.ts';

const BANK_NAMES = [
  'aktia',
  'alandsbanken',
  'danskebank',
  'handelsbanken',
  'localtapiola',
  'nordea',
  'omasp',
  'op',
  'pop',
  'saastopankki',
  'spankki',
  'telia',
  'mobileCertificate',
];

test('every method is offered and disabled until the terms are ticked', async ({ page }) => {
  const choice = await new BankChoicePage(page).open();
  await expect(choice.heading).toBeVisible();
  await expect(choice.loading).toHaveCount(0);
  for (const name of BANK_NAMES) {
    await expect(choice.method(`bank:names.${name}`)).toBeDisabled();
  }
  await expect(choice.termsNeeded).toBeVisible();
  await acceptTerms(page, 'en');
  await expect(choice.termsNeeded).toHaveCount(0);
  for (const name of BANK_NAMES) {
    await expect(choice.method(`bank:names.${name}`)).toBeEnabled();
  }
  // Unticking brings the message back, as an alert.
  await choice.termsBox().uncheck();
  await expect(page.getByRole('alert')).toHaveText(t('en', 'validation:acceptTerms'));
  await expect(choice.method()).toBeDisabled();
});

test('the terms modal: ACCEPT ticks the box and goes back; closing goes back', async ({ page }) => {
  const choice = await new BankChoicePage(page).open();
  const modal = new TermsModal(page);
  await choice.termsLink().click();
  await expect(page).toHaveURL(/\/login\/bank\/terms-and-conditions$/);
  await expect(modal.dialog()).toBeVisible();
  for (const key of ['terms', 'privacyPolicy', 'priceList'] as const) {
    await expect(modal.documentLink(key)).toBeVisible();
  }
  await modal.close.click();
  await expect(page).toHaveURL(/\/login\/bank$/);
  await expect(modal.anyDialog).toHaveCount(0);
  const box = choice.termsBox();
  await expect(box).not.toBeChecked();

  await choice.termsLink().click();
  await modal.accept.click();
  await expect(page).toHaveURL(/\/login\/bank$/);
  await expect(box).toBeChecked();
  await expect(choice.method('bank:names.op')).toBeEnabled();

  // Opened directly, the price-list variant closes to the bank page.
  await page.goto('/login/bank/terms-and-conditions-and-price-list');
  await modal.close.click();
  await expect(page).toHaveURL(/\/login\/bank$/);
});

test('an existing user logs in with the bank and reaches the dashboard', async ({
  page,
  sandbox,
}) => {
  const persona = await sandbox.persona('new-borrower');
  await new BankChoicePage(page).open();
  await identifyAtBank(page, persona);
  // By /dashboard, which sends a user without a signed contract to the borrower dashboard.
  await expect(page).toHaveURL(BORROWER_DASHBOARD);

  const requests = await sandbox.requests();
  const redirect = requests.find((r) => r.path === '/api/auth/telia/redirect');
  expect(redirect?.body).toEqual({
    method: 'fi-nordea',
    goal: 'login',
    language: 'fi',
    accepted_tc: expect.any(String) as unknown,
    affiliate_name: null,
    unique_affiliate_id: null,
    blaId: null,
  });
  const callback = requests.find((r) => r.path === '/api/auth/telia/callback');
  expect(Object.keys(callback?.body as object).sort()).toEqual(
    ['code', 'session_state', 'state', 'status'].sort(),
  );
});

test('the broker variant shows the offer, hides SMS and e-mail login and continues to the loan application', async ({
  page,
  sandbox,
}) => {
  const persona = await sandbox.persona('new-borrower');
  const choice = await new BankChoicePage(page).open('/login/bank', '?blaId=7001&fromBroker=1');
  await expect(choice.brokerLoginHeading).toBeVisible();
  await expect(choice.brokerHeading).toBeVisible();
  await expect(page.getByText(/^Your loan offer: .*5.?000\.00 for 60 months\.$/)).toBeVisible();
  await expect(choice.methodLink('sms')).toHaveCount(0);
  await expect(choice.methodLink('email')).toHaveCount(0);
  await expect(choice.methodLink('bank')).toHaveCount(0);
  expect(
    (await sandbox.requests()).find((r) => r.path.includes('broker-loan-application-details/7001'))
      ?.query,
  ).toEqual({ language: 'en' });

  await identifyAtBank(page, persona, { bank: 'bank:names.op' });
  await expect(page).toHaveURL(/\/dashboard\/borrower\/loan-application$/);
  const redirect = (await sandbox.requests()).find((r) => r.path === '/api/auth/telia/redirect');
  expect(redirect?.body).toMatchObject({ method: 'fi-op', blaId: '7001' });
});

test('outside the broker variant the SMS and e-mail links are shown, not the current one', async ({
  page,
}) => {
  const choice = await new BankChoicePage(page).open();
  await expect(choice.otherMethod('sms')).toBeVisible();
  await expect(choice.otherMethod('email')).toBeVisible();
  await expect(choice.otherMethod('bank')).toHaveCount(0);
});

test('a person without an account is told the user does not exist', async ({ page, sandbox }) => {
  const persona = await sandbox.persona('bank-identity-no-account');
  await new BankChoicePage(page).open();
  await identifyAtBank(page, persona);
  await expect(page).toHaveURL(/\/login\/bank\?error=user-does-not-exists$/);
  await expect(page.getByRole('alert')).toHaveText(t('en', 'errors:userDoesNotExist'));
});

test('a failed bank authentication shows SCA_AUTH_FAILED in red', async ({ page, sandbox }) => {
  const persona = await sandbox.persona('new-borrower');
  await new BankChoicePage(page).open();
  await identifyAtBank(page, persona, { answer: 'Fail authentication' });
  await expect(page).toHaveURL(
    /\/onboarding\/investor\/identity-verification\?error=sca-auth-failed$/,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(t('en', 'errors:scaAuthFailed'));
  // The danger tone's edge: --color-danger of styles/tokens.css (light).
  await expect(alert).toHaveCSS('border-left-color', 'rgb(180, 35, 24)');
});

test('the affiliate of the stored onboarding path is sent and the cart event recorded', async ({
  page,
  sandbox,
}) => {
  await expectVisitLandsOn(
    page,
    '/borrower/onboarding?loanAmount=4000&term=48&at_gd=AT-77',
    /\/login\/sms\/code$/,
  );
  const choice = await new BankChoicePage(page).open();
  await expect(choice.heading).toBeVisible();
  const events = await page.evaluate(
    () => (globalThis as { dataLayer?: unknown[] }).dataLayer ?? [],
  );
  expect(events).toContainEqual({
    event: 'add_to_cart',
    loanAmount: 4000,
    term: 48,
    currency: 'EUR',
  });
  await acceptTerms(page, 'en');
  await chooseBank(page, 'en', 'bank:names.mobileCertificate');
  const redirect = (await sandbox.requests()).find((r) => r.path === '/api/auth/telia/redirect');
  expect(redirect?.body).toMatchObject({
    method: 'fi-mobiilivarmenne',
    affiliate_name: 'adtraction',
    unique_affiliate_id: 'AT-77',
  });
});

test('a failed redirect request keeps the user on the choice without a message', async ({
  page,
  sandbox,
}) => {
  await sandbox.fault({ method: 'POST', path: '/api/auth/telia/redirect', status: 500 });
  const choice = await new BankChoicePage(page).open();
  await acceptTerms(page, 'en');
  await choice.method().click();
  await expect(page).toHaveURL(/\/login\/bank$/);
  await expect(choice.method()).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a bank login continues the borrower onboarding asked for before it, once', async ({
  page,
  sandbox,
}) => {
  const persona = await sandbox.persona('new-borrower');
  // A borrower onboarding path survives the round trip to the bank (it is kept in local storage).
  await expectVisitLandsOn(
    page,
    '/borrower/onboarding/en?loanAmount=3000&term=24',
    /\/login\/sms\/code$/,
  );
  await page.goto('/login/bank');
  // The login lands on the stored onboarding, which passes straight on to the loan application:
  // its URL is there for a moment only, so the wait for it starts before the login.
  const continued = page.waitForURL(/\/borrower\/onboarding\?loanAmount=3000&term=24$/, {
    waitUntil: 'commit',
  });
  await identifyAtBank(page, persona);
  await continued;
  await expect(page).toHaveURL(/\/dashboard\/borrower\/loan-application\/ccis$/);

  await page.goto('/dashboard');
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  await page.goto('/login/bank');
  await identifyAtBank(page, persona);
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
});
