import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ProfilePage } from './pages/profile.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { startSignedInToDashboard } from './support/signed-in.ts';
import type { SandboxControl } from './support/sandbox.ts';

const p = (key: string, vars: Record<string, string> = {}) => t('en', `profile:${key}`, vars);

/** A signed-in persona opens the profile from the navigation bar. */
async function openProfileAs(page: Page, sandbox: SandboxControl, personaId: string) {
  // On the dashboard first: a click while the app's own navigation loads its screen is
  // overtaken by it.
  await startSignedInToDashboard(page, sandbox, personaId);
  return new ProfilePage(page).openFromNav();
}

const contractButton = (profile: ProfilePage) =>
  profile.documentButton('investor_contract', '10.02.2020');

test('the profile shows the details, documents and corporate accounts', async ({
  page,
  sandbox,
}) => {
  const profile = await openProfileAs(page, sandbox, 'investor-with-history');
  await expect(page.getByText('Pekka Johannes Heikkinen')).toBeVisible();
  await expect(page.getByText('Kauppakatu 7 A 3')).toBeVisible();
  await expect(page.getByText('40100 Jyväskylä')).toBeVisible();
  await expect(page.getByText('+358401000104')).toBeVisible();
  await expect(page.getByText('pekka.heikkinen@example.fi')).toBeVisible();
  await expect(contractButton(profile)).toBeVisible();
  await expect(profile.documentButton('annual_statement', '12.01.2024')).toBeVisible();
  await expect(page.getByText(p('companies.none'))).toBeVisible();
  await expect(page.getByRole('link', { name: p('companies.add') })).toHaveAttribute(
    'href',
    '/dashboard/add-company',
  );
});

test('a company representative sees the company and its documents', async ({ page, sandbox }) => {
  const profile = await openProfileAs(page, sandbox, 'company-rep-signing-right');
  const company = profile.company('Lehtonen Invest Oy');
  await expect(company.getByText(p('companies.businessCode', { code: '2345678-0' }))).toBeVisible();
  const button = profile.documentButton('company_investor_contract', '15.03.2021', company);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the two marketing consents are saved independently and persist', async ({
  page,
  sandbox,
}) => {
  const profile = await openProfileAs(page, sandbox, 'investor-with-history');
  const { emailConsent: email, smsConsent: sms } = profile;
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH',
  );
  await email.uncheck();
  expect((await saved).request().postDataJSON()).toEqual({ is_checked_email_offers: false });
  await page.reload();
  await expect(profile.heading).toBeVisible();
  await expect(email).not.toBeChecked();
  await expect(sms).toBeChecked();
});

test('a failed consent save is rolled back with the error', async ({ page, sandbox }) => {
  const profile = await openProfileAs(page, sandbox, 'investor-with-history');
  // The answer is delayed so that the optimistic change can be seen before the rollback.
  await sandbox.fault({ method: 'PATCH', path: '/api/user', status: 500, times: 1, delayMs: 700 });
  await profile.smsConsent.click();
  await expect(profile.smsConsent).not.toBeChecked();
  await expect(profile.serverError()).toBeVisible();
  await expect(profile.smsConsent).toBeChecked();
  await expect(profile.emailConsent).toBeChecked();
});

test('the language is saved to the profile and applied', async ({ page, sandbox }) => {
  const profile = await openProfileAs(page, sandbox, 'investor-with-history');
  await profile.language.selectOption('sv');
  const inSwedish = new ProfilePage(page, 'sv');
  await expect(inSwedish.heading).toBeVisible();
  await expect(page.getByText(t('sv', 'profile:language.saved'))).toBeVisible();
  const patches = (await sandbox.requests()).filter(
    (r) => r.method === 'PATCH' && r.path === '/api/user',
  );
  expect(patches.map((r) => r.body)).toEqual([{ language: 'se' }]);
  await page.reload();
  await expect(inSwedish.language).toHaveValue('sv');
});

test('a document downloads as a PDF; a failing download shows the server error', async ({
  page,
  sandbox,
}) => {
  const profile = await openProfileAs(page, sandbox, 'investor-with-history');
  const [download, request] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(/\/api\/document\/download\/\d+$/),
    contractButton(profile).click(),
  ]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(
    page.getByText(p('documents.downloaded', { name: p('documents.types.investor_contract') })),
  ).toBeVisible();

  await sandbox.fault({ method: 'GET', path: new URL(request.url()).pathname, status: 500 });
  await contractButton(profile).click();
  await expect(profile.serverError()).toBeVisible();
});
