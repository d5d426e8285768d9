import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { loginBySms } from './support/login.ts';

const fullFooter = [
  'shell:footer.privacyPolicy',
  'shell:footer.consumerInformation',
  'shell:footer.contactUs',
  'shell:footer.facebook',
  'shell:footer.linkedIn',
  'shell:footer.instagram',
];

test('the footer shrinks to a contact link on login paths and is whole elsewhere', async ({
  page,
  sandbox,
}) => {
  await page.goto('/login/sms/code/en');
  const footer = page.getByRole('navigation', { name: t('en', 'shell:footer.label') });
  await expect(footer.getByRole('link')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: t('en', 'shell:footer.contactUs') })).toBeVisible();

  await loginBySms(page, sandbox, 'new-borrower');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const key of fullFooter) {
    await expect(footer.getByRole('link', { name: t('en', key) })).toBeVisible();
  }
});

test('logged out, the navigation offers login and register', async ({ page }) => {
  await page.goto('/login/sms/code/en');
  const nav = page.getByRole('navigation', { name: t('en', 'shell:nav.label') });
  await expect(nav.getByRole('link', { name: t('en', 'shell:nav.login') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('en', 'shell:nav.register') })).toBeVisible();
  await expect(nav.getByRole('button', { name: t('en', 'shell:nav.logout') })).toHaveCount(0);
});

test('an investor with a signed contract gets the investor menu', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'investor-with-history');
  const nav = page.getByRole('navigation', { name: t('en', 'shell:nav.label') });
  await nav.getByRole('button', { name: t('en', 'shell:nav.investing') }).click();
  for (const key of ['addFunds', 'portfolio', 'transactions', 'withdraw']) {
    await expect(nav.getByRole('link', { name: t('en', `shell:nav.${key}`) })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: t('en', 'shell:nav.startInvesting') })).toHaveCount(0);
});

test('a borrower without an investor contract gets only the start-investing link', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'new-borrower');
  const nav = page.getByRole('navigation', { name: t('en', 'shell:nav.label') });
  await expect(nav.getByRole('link', { name: t('en', 'shell:nav.startInvesting') })).toBeVisible();
  await expect(nav.getByRole('button', { name: t('en', 'shell:nav.investing') })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: t('en', 'shell:nav.borrowing') })).toBeVisible();
});

test('a foreign investor sees neither the borrower menu nor the loan tile', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'foreign-investor-0');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: t('en', 'shell:nav.label') });
  await expect(nav.getByRole('button', { name: t('en', 'shell:nav.borrowing') })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: t('en', 'dashboard:tiles.loans.title') }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: t('en', 'dashboard:tiles.profile.title') }),
  ).toBeVisible();
});

for (const code of [2, 4, 6]) {
  test(`a foreign user rejected by the document check (code ${code}) is sent to /onfido/rejected`, async ({
    page,
    sandbox,
  }) => {
    await loginBySms(page, sandbox, `foreign-investor-${code}`);
    await expect(page).toHaveURL(/\/onfido\/rejected$/);
    await expect(
      page.getByRole('heading', { name: t('en', 'auth:onfidoRejected.title') }),
    ).toBeVisible();
  });
}

test('a broker login (blaId) continues to the loan application', async ({ page, sandbox }) => {
  const persona = await sandbox.persona('new-borrower');
  await page.goto('/login/sms/code/en?blaId=7001');
  await page.getByLabel(t('en', 'auth:sms.phoneLabel')).fill(persona.phone ?? '');
  await page.getByRole('button', { name: t('en', 'auth:sms.submit') }).click();
  await page
    .getByLabel(t('en', 'auth:verify.codeLabel'))
    .fill(await sandbox.latestCode(persona.phone ?? ''));
  await page.getByRole('button', { name: t('en', 'auth:verify.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard\/borrower\/loan-application$/);
  const login = (await sandbox.requests()).find((r) => r.path === '/api/auth/sms/login');
  expect(login?.body).toMatchObject({ blaId: '7001' });
});

test('page views are recorded for the named paths', async ({ page }) => {
  await page.goto('/login/sms/code/en');
  await expect
    .poll(() => page.evaluate(() => (globalThis as { dataLayer?: unknown[] }).dataLayer ?? []))
    .toContainEqual({ event: 'page_view', path: '/login/sms/code' });
});
