import { Shell } from './pages/shell.ts';
import { TermsPage } from './pages/terms.page.ts';
import { expect, test } from './support/fixtures.ts';
import type { Lang } from './support/i18n.ts';
import {
  BORROWER_DASHBOARD,
  INVESTOR_DASHBOARD,
  loginBySms,
  loginToDashboard,
} from './support/login.ts';
import { expectVisitLandsOn } from './support/navigation.ts';

for (const lang of ['en', 'fi'] as Lang[]) {
  test(`a user who must accept new terms accepts them and reaches the dashboard (${lang})`, async ({
    page,
    sandbox,
  }) => {
    await loginBySms(page, sandbox, 'must-accept-terms', lang);
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    const terms = new TermsPage(page, lang);
    await expect(terms.heading).toBeVisible();
    await expect(terms.notAcceptingNote).toBeVisible();

    // /dashboard stays blocked until the terms are accepted.
    await expectVisitLandsOn(page, '/dashboard', /\/terms-and-conditions$/);

    await terms.accept.click();
    // By /dashboard, which sends a signed investor without a loan to the investor dashboard.
    await expect(page).toHaveURL(INVESTOR_DASHBOARD);
    expect(
      (await sandbox.requests()).some(
        (r) => r.method === 'POST' && r.path === '/api/document/terms-and-conditions/sign',
      ),
    ).toBe(true);
  });
}

test('the terms screen is reachable only when acceptance is required', async ({
  page,
  sandbox,
}) => {
  await loginToDashboard(page, sandbox, 'new-borrower');
  await expectVisitLandsOn(page, '/terms-and-conditions', BORROWER_DASHBOARD);
});

test('the terms document is in the language the user reads the app in, not the stored one', async ({
  page,
  sandbox,
}) => {
  // This persona's profile language is Swedish.
  await loginBySms(page, sandbox, 'must-accept-terms', 'en');
  await expect(new TermsPage(page, 'en').document).toContainText('General terms of use');
  await new Shell(page, 'en').switchLanguage('fi');
  await expect(new TermsPage(page, 'fi').document).toContainText(
    'Vertaislaina-palvelun yleiset käyttöehdot',
  );
});

test('terms published but not yet in force are accepted through the pre-release signature', async ({
  page,
  sandbox,
}) => {
  test.slow(); // A world built for 2021 before the login.
  // 1.6.2021: the terms of 15.6.2021 are published (14.5.2021) and not yet in force.
  const now = new Date('2021-06-01T09:00:00+03:00');
  await sandbox.reset(now);
  await page.clock.install({ time: now });
  await loginBySms(page, sandbox, 'must-accept-terms', 'fi');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  const terms = new TermsPage(page, 'fi');
  await expect(terms.heading).toBeVisible();
  await terms.accept.click();
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  const signs = (await sandbox.requests())
    .filter((r) => r.method === 'POST' && r.path.startsWith('/api/document/terms-and-conditions'))
    .map((r) => r.path);
  expect(signs).toEqual(['/api/document/terms-and-conditions/pre-release/sign']);
});
