import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { EmailLoginPage } from './pages/email-login.page.ts';
import { LegacyAreaPage } from './pages/legacy-area.page.ts';
import { loginByUsernameAs } from './support/login.ts';
import { expectVisitLandsOn } from './support/navigation.ts';

// A legacy investor's /restricted/investor goes on to the first legacy user's portfolio, a legacy
// borrower's /restricted/borrower to the first old loan.
for (const [personaId, role, landing] of [
  ['legacy-investor', 'investor', /\/restricted\/investor\/fixed-rate-portfolio\/\d+$/],
  ['legacy-borrower', 'borrower', /\/restricted\/borrower\/fixed-rate-loan\/\d+$/],
] as const) {
  test(`a legacy ${role} logs in with username and password and lands in /restricted/${role}`, async ({
    page,
    sandbox,
  }) => {
    const persona = await loginByUsernameAs(page, sandbox, personaId);
    await expect(page).toHaveURL(landing);
    await expect(new LegacyAreaPage(page).greeting(persona.first_name)).toBeVisible();

    // A logged-in legacy user who opens the login page goes back to the restricted area.
    await expectVisitLandsOn(page, '/login', landing);
    await expectVisitLandsOn(page, '/restricted', landing);
  });
}

test('username and password are required', async ({ page }) => {
  const emailLogin = await new EmailLoginPage(page).open();
  await emailLogin.submit.click();
  await expect(page.getByText(t('en', 'validation:required'))).toHaveCount(2);
});

test('a wrong password shows the wrong-credentials alert and stays on /login/email', async ({
  page,
  sandbox,
}) => {
  await loginByUsernameAs(page, sandbox, 'legacy-investor', { password: 'not-the-password' });
  await expect(new EmailLoginPage(page).alertSaying('errors:wrongCredentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/email$/);
});

test('a legacy-system exception keeps the user on /login/email with its message', async ({
  page,
  sandbox,
}) => {
  await loginByUsernameAs(page, sandbox, 'legacy-system-error');
  await expect(page.getByText(t('en', 'errors:legacySystem'))).toBeVisible();
  await expect(page).toHaveURL(/\/login\/email$/);
});

test('an already-onboarded legacy user is sent to SMS login with the notice', async ({
  page,
  sandbox,
}) => {
  await loginByUsernameAs(page, sandbox, 'legacy-onboarded');
  await expect(page).toHaveURL(/\/login\/sms\/code\?error=onboarded$/);
  await expect(page.getByText(t('en', 'errors:alreadyOnboarded'))).toBeVisible();
});
