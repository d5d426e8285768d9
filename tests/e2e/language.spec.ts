import { EmailLoginPage } from './pages/email-login.page.ts';
import { Shell } from './pages/shell.ts';
import { SmsCodePage } from './pages/sms-code.page.ts';
import { expect, test } from './support/fixtures.ts';
import { urlSuffix, type Lang } from './support/i18n.ts';

const html = { fi: 'fi', en: 'en', sv: 'sv', de: 'de' } as const;

for (const lang of ['fi', 'en', 'sv', 'de'] as Lang[]) {
  test(`the /${urlSuffix(lang)} suffix switches the language and is removed from the URL`, async ({
    page,
  }) => {
    // open() goes to /login/sms/code/<suffix> and expects the URL without it.
    const codeStep = await new SmsCodePage(page, lang).open();
    await expect(codeStep.heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', html[lang]);
  });
}

test('the language choice is kept across pages and reloads', async ({ page }) => {
  await page.goto('/login/sms/code/de');
  await page.reload();
  await expect(new SmsCodePage(page, 'de').heading).toBeVisible();
  await page.goto('/login/email');
  await expect(new EmailLoginPage(page, 'de').heading).toBeVisible();
});

test('the language switcher changes the language', async ({ page }) => {
  await new SmsCodePage(page, 'fi').open();
  await new Shell(page, 'fi').switchLanguage('en');
  await expect(new SmsCodePage(page, 'en').heading).toBeVisible();
});

test('Finnish is the default language', async ({ page }) => {
  await page.goto('/login/sms/code');
  await expect(new SmsCodePage(page, 'fi').heading).toBeVisible();
});
