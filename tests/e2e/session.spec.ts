import { Shell } from './pages/shell.ts';
import { SmsCodePage } from './pages/sms-code.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { BORROWER_DASHBOARD, loginBySms, loginToDashboard } from './support/login.ts';
import { expectVisitLandsOn } from './support/navigation.ts';

test('logged-out users are sent from /dashboard to login', async ({ page }) => {
  await expectVisitLandsOn(page, '/', /\/login\/sms\/code$/);
  await expectVisitLandsOn(page, '/dashboard', /\/login\/sms\/code$/);
});

test('logged-in users are sent from /login and /register to /dashboard', async ({
  page,
  sandbox,
}) => {
  await loginToDashboard(page, sandbox, 'new-borrower');
  // By /dashboard, which sends a user without a signed contract on to the borrower dashboard.
  await expectVisitLandsOn(page, '/login/sms/code', BORROWER_DASHBOARD);
  await expectVisitLandsOn(page, '/register', BORROWER_DASHBOARD);
});

test('the session survives a reload', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'new-borrower');
  await page.reload();
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  // The profile is loaded again: the investor link follows from it.
  await expect(new Shell(page).navLink('startInvesting')).toBeVisible();
});

test('logout revokes the token and returns to the start', async ({ page, sandbox }) => {
  await loginToDashboard(page, sandbox, 'new-borrower');
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  expect(
    (await sandbox.requests()).some((r) => r.method === 'GET' && r.path === '/api/auth/logout'),
  ).toBe(true);
  await expectVisitLandsOn(page, '/dashboard', /\/login\/sms\/code$/);
});

test('a failed logout still clears the session', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'new-borrower');
  await sandbox.fault({ method: 'GET', path: '/api/auth/logout', status: 500 });
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  await page.reload();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
});

test('a 401 in mid-session clears the session and goes to the start', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'new-borrower');
  // The start-investing link means the profile load is over: the one-time fault below is then
  // met by the reload's load, not by a request of the page being left.
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  await expect(new Shell(page).navLink('startInvesting')).toBeVisible();
  await sandbox.fault({
    method: 'GET',
    path: '/api/user',
    status: 401,
    body: { message: 'Unauthenticated.' },
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  // The session is gone for good, not only for that request.
  await expectVisitLandsOn(page, '/dashboard', /\/login\/sms\/code$/);
});

test('a server error on the profile shows the page-load error text, not a crash', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'new-borrower');
  await sandbox.fault({ method: 'GET', path: '/api/user', status: 500, times: 10 });
  await page.reload();
  await expect(
    page.getByText(t('en', 'errors:serverError')).or(page.getByText(t('en', 'errors:pageLoad'))),
  ).toBeVisible();
});

test('a server error on sms/login shows the server-error text', async ({ page, sandbox }) => {
  await sandbox.fault({ method: 'POST', path: '/api/auth/sms/login', status: 503 });
  const codeStep = await new SmsCodePage(page).open();
  await codeStep.requestCode('040 10 00101');
  await expect(codeStep.serverError).toBeVisible();
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
});
