import { expect, test } from './support/fixtures.ts';
import { t, urlSuffix, type Lang } from './support/i18n.ts';

const html = { fi: 'fi', en: 'en', sv: 'sv', de: 'de' } as const;

for (const lang of ['fi', 'en', 'sv', 'de'] as Lang[]) {
  test(`the /${urlSuffix(lang)} suffix switches the language and is removed from the URL`, async ({
    page,
  }) => {
    await page.goto(`/login/sms/code/${urlSuffix(lang)}`);
    await expect(page).toHaveURL(/\/login\/sms\/code$/);
    await expect(page.getByRole('heading', { name: t(lang, 'auth:sms.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', html[lang]);
  });
}

test('the language choice is kept across pages and reloads', async ({ page }) => {
  await page.goto('/login/sms/code/de');
  await page.reload();
  await expect(page.getByRole('heading', { name: t('de', 'auth:sms.title') })).toBeVisible();
  await page.goto('/login/email');
  await expect(page.getByRole('heading', { name: t('de', 'auth:email.title') })).toBeVisible();
});

test('the language switcher changes the language', async ({ page }) => {
  await page.goto('/login/sms/code/fi');
  await page.getByRole('combobox', { name: t('fi', 'shell:language.label') }).selectOption('en');
  await expect(page.getByRole('heading', { name: t('en', 'auth:sms.title') })).toBeVisible();
});

test('Finnish is the default language', async ({ page }) => {
  await page.goto('/login/sms/code');
  await expect(page.getByRole('heading', { name: t('fi', 'auth:sms.title') })).toBeVisible();
});
