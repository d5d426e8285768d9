import { expect, test } from './support/fixtures.ts';
import { t, type Lang } from './support/i18n.ts';
import { SmsCodePage } from './pages/sms-code.page.ts';
import { SmsVerifyPage } from './pages/sms-verify.page.ts';
import { Shell } from './pages/shell.ts';
import { fullName } from './support/personas.ts';
import {
  BORROWER_DASHBOARD,
  DASHBOARD_OR_ONWARD,
  INVESTOR_DASHBOARD,
  enterSmsCode,
  loginToDashboard,
  requestSmsCodeAs,
} from './support/login.ts';
import { expectVisitLandsOn } from './support/navigation.ts';

const languages: Lang[] = ['fi', 'en', 'sv', 'de'];

for (const lang of languages) {
  test(`a persona logs in by SMS and goes on from the dashboard (${lang})`, async ({
    page,
    sandbox,
  }) => {
    await loginToDashboard(page, sandbox, 'new-borrower', lang);
    // No signed contract: /dashboard leads to the borrower dashboard.
    await expect(page).toHaveURL(BORROWER_DASHBOARD);
  });
}

test('the phone step validates the number before calling the API', async ({ page, sandbox }) => {
  const codeStep = await new SmsCodePage(page).open();
  await codeStep.submit.click();
  await expect(page.getByText(t('en', 'validation:required'))).toBeVisible();
  await expect(codeStep.phone).toHaveAttribute('aria-invalid', 'true');

  await codeStep.requestCode('12ab');
  await expect(page.getByText(t('en', 'validation:phone'))).toBeVisible();

  expect((await sandbox.requests()).filter((r) => r.path.includes('sms/login'))).toHaveLength(0);
});

test('sms/login and sms/verify send exactly the payload fields of the spec', async ({
  page,
  sandbox,
}) => {
  await loginToDashboard(page, sandbox, 'new-borrower', 'sv');
  const requests = await sandbox.requests();
  const login = requests.find((r) => r.method === 'POST' && r.path === '/api/auth/sms/login');
  const verify = requests.find((r) => r.method === 'POST' && r.path === '/api/auth/sms/verify');
  expect(Object.keys(login?.body as object).sort()).toEqual(['blaId', 'mobile_phone']);
  expect(Object.keys(verify?.body as object).sort()).toEqual(
    ['affiliate_name', 'code', 'language', 'mobile_phone', 'unique_affiliate_id'].sort(),
  );
  // The API says `se` for Swedish.
  expect((verify?.body as { language: string }).language).toBe('se');
});

test('an unknown phone number is sent to bank login', async ({ page }) => {
  const codeStep = await new SmsCodePage(page).open();
  await codeStep.requestCode('040 99 99999');
  await expect(page).toHaveURL(/\/login\/bank$/);
});

test('a wrong code shows the server error code as text and keeps the user on the code step', async ({
  page,
  sandbox,
}) => {
  const { code: right } = await requestSmsCodeAs(page, sandbox, 'new-borrower');
  await enterSmsCode(page, 'en', right === '0000' ? '1111' : '0000');
  await expect(page.getByText(t('en', 'auth:verify.errors.CODE_INVALID'))).toBeVisible();
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);

  await enterSmsCode(page, 'en', '12');
  await expect(page.getByText(t('en', 'validation:required'))).toBeVisible();
});

test('a code the server considers expired leads back to the phone step with the expired toast', async ({
  page,
  sandbox,
}) => {
  const { code } = await requestSmsCodeAs(page, sandbox, 'new-borrower');
  await sandbox.advanceClock(301);
  await enterSmsCode(page, 'en', code);
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  await expect(new Shell(page).toast('errors:smsCodeExpired')).toBeVisible();
  await expect(new SmsCodePage(page).resend).toBeVisible();
});

test('the countdown runs out: back to the phone step with the expired toast, and a new code can be sent', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  const { phone } = await requestSmsCodeAs(page, sandbox, 'new-borrower');

  const { timer } = new SmsVerifyPage(page);
  await expect(timer).toHaveText('05:00');
  const codeStep = new SmsCodePage(page);
  const { resend } = codeStep;
  // No new code while this one is valid.
  await expect(resend).toHaveCount(0);

  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('04:00');

  await page.clock.runFor(240_000);
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  await expect(new Shell(page).toast('errors:smsCodeExpired')).toBeVisible();

  // The phone number is kept and a new code is offered: it is a second SMS and restarts at 5 minutes.
  await expect(codeStep.phone).not.toHaveValue('');
  await resend.click();
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);
  await expect(timer).toHaveText('05:00');
  expect(await sandbox.smsCount(phone)).toBe(2);
  await enterSmsCode(page, 'en', await sandbox.latestCode(phone));
  await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);
});

test('unknown login paths go to the SMS phone step', async ({ page }) => {
  await expectVisitLandsOn(page, '/login/nonsense/path', /\/login\/sms\/code$/);
  await expectVisitLandsOn(page, '/login', /\/login\/sms\/code$/);
});

test('the other login methods are links, without the current one', async ({ page }) => {
  const codeStep = await new SmsCodePage(page).open();
  await expect(codeStep.methodLink('bank')).toBeVisible();
  await expect(codeStep.methodLink('email')).toBeVisible();
  await expect(codeStep.methodLink('sms')).toHaveCount(0);
  await codeStep.methodLink('email').click();
  await expect(page).toHaveURL(/\/login\/email$/);
  await expect(codeStep.methodLink('email')).toHaveCount(0);
});

test('a new user logs in on the sandbox with the demo aids alone: pick a persona, read the code', async ({
  page,
  sandbox,
}) => {
  const persona = await sandbox.persona('investor-with-history');
  await page.goto('/login/fi');
  const codeStep = new SmsCodePage(page, 'fi');
  await codeStep.useSandboxPersona(fullName(persona));
  await codeStep.submit.click();
  const verifyStep = new SmsVerifyPage(page, 'fi');
  await expect(verifyStep.sandboxSms).toBeVisible();
  const code = await verifyStep.sandboxCode();
  expect(code).toBe(await sandbox.latestCode(persona.phone ?? ''));
  await enterSmsCode(page, 'fi', code);
  // A signed contract and no loan: /dashboard leads to the investor dashboard.
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
});
