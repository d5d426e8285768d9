import { OnfidoRejectedPage } from './pages/onfido-rejected.page.ts';
import { Shell } from './pages/shell.ts';
import { SmsCodePage } from './pages/sms-code.page.ts';
import { expect, test } from './support/fixtures.ts';
import { loginBySms, loginToDashboard } from './support/login.ts';
import { signIn, startSignedIn, startSignedInToDashboard } from './support/signed-in.ts';

const fullFooter = [
  'privacyPolicy',
  'consumerInformation',
  'contactUs',
  'facebook',
  'linkedIn',
  'instagram',
];

test('the footer shrinks to a contact link on login paths and is whole elsewhere', async ({
  page,
  sandbox,
}) => {
  await new SmsCodePage(page).open();
  const shell = new Shell(page);
  await expect(shell.footer.getByRole('link')).toHaveCount(1);
  await expect(shell.footerLink('contactUs')).toBeVisible();

  await loginToDashboard(page, sandbox, 'new-borrower');
  for (const key of fullFooter) {
    await expect(shell.footerLink(key)).toBeVisible();
  }
});

test('logged out, the navigation offers login and register', async ({ page }) => {
  await new SmsCodePage(page).open();
  const shell = new Shell(page);
  await expect(shell.navLink('login')).toBeVisible();
  await expect(shell.navLink('register')).toBeVisible();
  await expect(shell.navButton('logout')).toHaveCount(0);
});

test('an investor with a signed contract gets the investor menu', async ({ page, sandbox }) => {
  await startSignedIn(page, sandbox, 'investor-with-history');
  // A signed contract without a loan goes on to the investor dashboard; a navigation closes an
  // open menu, so the menu is opened once there.
  await expect(page).toHaveURL(/\/dashboard\/investor$/);
  const shell = new Shell(page);
  await shell.navButton('investing').click();
  for (const key of ['addFunds', 'portfolio', 'transactions', 'withdraw']) {
    await expect(shell.navLink(key)).toBeVisible();
  }
  await expect(shell.navLink('startInvesting')).toHaveCount(0);
});

test('a borrower without an investor contract gets only the start-investing link', async ({
  page,
  sandbox,
}) => {
  await startSignedIn(page, sandbox, 'new-borrower');
  const shell = new Shell(page);
  await expect(shell.navLink('startInvesting')).toBeVisible();
  await expect(shell.navButton('investing')).toHaveCount(0);
  await expect(shell.navButton('borrowing')).toBeVisible();
});

// The loan tile's rule is covered by DashboardPage.test.tsx: /dashboard keeps only users with a
// signed contract and a loan, which no foreign persona has.
test('a foreign investor does not see the borrower menu', async ({ page, sandbox }) => {
  await startSignedInToDashboard(page, sandbox, 'foreign-investor-0');
  await expect(new Shell(page).navLink('profile')).toBeVisible();
  await expect(new Shell(page).navButton('borrowing')).toHaveCount(0);
});

for (const code of [2, 4, 6]) {
  test(`a foreign user rejected by the document check (code ${code}) is sent to /onfido/rejected`, async ({
    page,
    sandbox,
  }) => {
    await startSignedIn(page, sandbox, `foreign-investor-${code}`);
    await expect(page).toHaveURL(/\/onfido\/rejected$/);
    await expect(new OnfidoRejectedPage(page).heading).toBeVisible();
  });
}

test('a broker login (blaId) continues to the loan application', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'new-borrower', 'en', '?blaId=7001');
  await expect(page).toHaveURL(/\/dashboard\/borrower\/loan-application$/);
  const login = (await sandbox.requests()).find((r) => r.path === '/api/auth/sms/login');
  expect(login?.body).toMatchObject({ blaId: '7001' });
});

test('page views are recorded for the named paths', async ({ page }) => {
  await new SmsCodePage(page).open();
  await expect
    .poll(() => page.evaluate(() => (globalThis as { dataLayer?: unknown[] }).dataLayer ?? []))
    .toContainEqual({ event: 'page_view', path: '/login/sms/code' });
});

test('/onboarding redirects to where the investor onboarding stands', async ({ page, sandbox }) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/investor\/identity-verification$/, {
    timeout: 20_000,
  });
  // A signed-in borrower with no deposit yet goes on to the questionnaire.
  await signIn(page, sandbox, 'borrower-with-loan');
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/investor\/aml$/);
});
