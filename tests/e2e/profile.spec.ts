import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { loginBySms } from './support/login.ts';

const p = (key: string, vars: Record<string, string> = {}) => t('en', `profile:${key}`, vars);

async function openProfile(page: Page) {
  await page.getByRole('link', { name: t('en', 'dashboard:tiles.profile.action') }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
}

const contractButton = (page: Page) =>
  page.getByRole('button', {
    name: p('documents.downloadLabel', {
      name: p('documents.types.investor_contract'),
      date: '10.02.2020',
    }),
  });

test('the profile shows the details, documents and corporate accounts', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'investor-with-history');
  await openProfile(page);
  await expect(page.getByText('Pekka Johannes Heikkinen')).toBeVisible();
  await expect(page.getByText('Kauppakatu 7 A 3')).toBeVisible();
  await expect(page.getByText('40100 Jyväskylä')).toBeVisible();
  await expect(page.getByText('+358401000104')).toBeVisible();
  await expect(page.getByText('pekka.heikkinen@example.fi')).toBeVisible();
  await expect(contractButton(page)).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: p('documents.downloadLabel', {
        name: p('documents.types.annual_statement'),
        date: '12.01.2024',
      }),
    }),
  ).toBeVisible();
  await expect(page.getByText(p('companies.none'))).toBeVisible();
  await expect(page.getByRole('link', { name: p('companies.add') })).toHaveAttribute(
    'href',
    '/dashboard/add-company',
  );
});

test('a company representative sees the company and its documents', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'company-rep-signing-right');
  await openProfile(page);
  const company = page.getByRole('article', { name: 'Lehtonen Invest Oy' });
  await expect(company.getByText(p('companies.businessCode', { code: '2345678-0' }))).toBeVisible();
  const button = company.getByRole('button', {
    name: p('documents.downloadLabel', {
      name: p('documents.types.company_investor_contract'),
      date: '15.03.2021',
    }),
  });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the two marketing consents are saved independently and persist', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'investor-with-history');
  await openProfile(page);
  const email = page.getByRole('checkbox', { name: p('consent.email') });
  const sms = page.getByRole('checkbox', { name: p('consent.sms') });
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH',
  );
  await email.uncheck();
  expect((await saved).request().postDataJSON()).toEqual({ is_checked_email_offers: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: p('consent.email') })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: p('consent.sms') })).toBeChecked();
});

test('a failed consent save is rolled back with the error', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'investor-with-history');
  await openProfile(page);
  // The answer is delayed so that the optimistic change can be seen before the rollback.
  await sandbox.fault({ method: 'PATCH', path: '/api/user', status: 500, times: 1, delayMs: 700 });
  const sms = page.getByRole('checkbox', { name: p('consent.sms') });
  await sms.click();
  await expect(sms).not.toBeChecked();
  await expect(
    page.getByRole('alert').filter({ hasText: t('en', 'errors:serverError') }),
  ).toBeVisible();
  await expect(sms).toBeChecked();
  await expect(page.getByRole('checkbox', { name: p('consent.email') })).toBeChecked();
});

test('the language is saved to the profile and applied', async ({ page, sandbox }) => {
  await loginBySms(page, sandbox, 'investor-with-history');
  await openProfile(page);
  await page.getByRole('combobox', { name: p('language.label') }).selectOption('sv');
  await expect(
    page.getByRole('heading', { level: 1, name: t('sv', 'profile:title') }),
  ).toBeVisible();
  await expect(page.getByText(t('sv', 'profile:language.saved'))).toBeVisible();
  const patches = (await sandbox.requests()).filter(
    (r) => r.method === 'PATCH' && r.path === '/api/user',
  );
  expect(patches.map((r) => r.body)).toEqual([{ language: 'se' }]);
  await page.reload();
  await expect(page.getByRole('combobox', { name: t('sv', 'profile:language.label') })).toHaveValue(
    'sv',
  );
});

test('a document downloads as a PDF; a failing download shows the server error', async ({
  page,
  sandbox,
}) => {
  await loginBySms(page, sandbox, 'investor-with-history');
  await openProfile(page);
  const [download, request] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(/\/api\/document\/download\/\d+$/),
    contractButton(page).click(),
  ]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(
    page.getByText(p('documents.downloaded', { name: p('documents.types.investor_contract') })),
  ).toBeVisible();

  await sandbox.fault({ method: 'GET', path: new URL(request.url()).pathname, status: 500 });
  await contractButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('en', 'errors:serverError') }),
  ).toBeVisible();
});
