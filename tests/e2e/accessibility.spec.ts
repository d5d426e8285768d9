import { ProfilePage } from './pages/profile.page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { urlSuffix, type Lang } from './support/i18n.ts';
import { requestSmsCodeAs } from './support/login.ts';
import {
  signIn,
  startLegacySignedIn,
  startSignedIn,
  startSignedInToDashboard,
} from './support/signed-in.ts';

/**
 * Every screen the app has so far, in Finnish and in English, in the light and the dark theme
 * (the system's setting, emulated), checked with axe-core against WCAG 2.1 AA (serious and
 * critical violations fail, the colours' contrast among them). The other specs check the screen
 * each of their tests ends on (support/fixtures.ts), in light.
 */
const PUBLIC_SCREENS = [
  '/login/sms/code',
  '/login/bank',
  '/login/bank/terms-and-conditions-and-price-list',
  '/login/email',
  '/register/identity-verification',
  '/register/foreign-investor/provide-details',
  '/register/foreign-investor/provide-details/terms-and-conditions',
  '/onfido/redirect',
  '/about',
  '/no/such/page',
];

const SCHEMES = ['light', 'dark'] as const;

for (const lang of ['fi', 'en'] as const satisfies readonly Lang[]) {
  for (const scheme of SCHEMES) {
    test.describe(`in ${scheme}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
      });

      test(`the public screens are accessible in ${lang}`, async ({ page }) => {
        // Ten screens, each loaded and scanned by axe: on a busy 2-core machine that is near 30 s.
        test.slow();
        for (const path of PUBLIC_SCREENS) {
          await page.goto(`${path}/${urlSuffix(lang)}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expectAccessible(page);
        }
      });

      test(`the SMS code step, the investor's dashboard and portfolio and the profile are accessible in ${lang}`, async ({
        page,
        sandbox,
      }) => {
        test.slow(); // Four screens, two with a chart and a long list.
        await requestSmsCodeAs(page, sandbox, 'investor-with-history', lang);
        await expectAccessible(page);
        await startSignedInToDashboard(page, sandbox, 'investor-with-history', lang);
        await expect(page.locator('#transactions tbody tr').first()).toBeVisible();
        await expectAccessible(page);
        await page.goto('/dashboard/investor/fair-credit-portfolio');
        // The chart draws every transaction since the first deposit: years of a part of every loan,
        // tens of thousands of rows for this persona, loaded after the list.
        await expect(page.locator('#portfolio figure')).toBeVisible({ timeout: 30_000 });
        await expectAccessible(page);
        await page.goto('/dashboard/profile');
        await expectAccessible(page);
      });

      test(`the investor onboarding's AML questionnaire is accessible in ${lang}`, async ({
        page,
        sandbox,
      }) => {
        await signIn(page, sandbox, 'new-borrower', lang);
        await page.goto('/onboarding/investor/aml');
        await expect(page.locator('form')).toBeVisible();
        await expectAccessible(page);
      });

      test(`the investor contract is accessible in ${lang}`, async ({ page, sandbox }) => {
        await signIn(page, sandbox, 'new-investor', lang);
        await page.goto('/onboarding/investor/contract');
        await expect(page).toHaveURL(/\/onboarding\/investor\/contract$/);
        await expectAccessible(page);
      });

      test(`the new-terms screen is accessible in ${lang}`, async ({ page, sandbox }) => {
        await startSignedIn(page, sandbox, 'must-accept-terms', { lang });
        await expect(page).toHaveURL(/\/terms-and-conditions$/);
        await expectAccessible(page);
      });

      test(`the legacy area is accessible in ${lang}`, async ({ page, sandbox }) => {
        await startLegacySignedIn(page, sandbox, 'legacy-investor', { lang });
        await expect(page).toHaveURL(/\/restricted\/investor\/fixed-rate-portfolio\/\d+$/);
        await expectAccessible(page);
      });
    });
  }
}

test('the dark theme chosen in the profile is accessible, and stays for the next screen', async ({
  page,
  sandbox,
}) => {
  test.slow(); // The portfolio with its chart.
  await signIn(page, sandbox, 'investor-with-history', 'en');
  await page.goto('/dashboard/profile');
  const profile = new ProfilePage(page);
  await expect(profile.heading).toBeVisible();
  await profile.theme.selectOption({ label: profile.text('profile:theme.dark') });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
  await page.goto('/dashboard/investor/fair-credit-portfolio');
  await expect(page.locator('#portfolio figure')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
});
