import { AddCompanyModal } from './pages/add-company.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { Shell } from './pages/shell.ts';
import { expect, test } from './support/fixtures.ts';
import { INVESTOR_DASHBOARD } from './support/login.ts';
import { startSignedIn } from './support/signed-in.ts';

/** Trade-register companies the marketplace does not know yet (sandbox personas/trade-register). */
const SIGNS_ALONE = { code: '3141593-8', name: 'Lehtonen Kiinteistöt Oy' };
const NO_SIGNING_RIGHT = '1618033-3';

test('a representative who signs alone adds a company and goes on to its AML', async ({
  page,
  sandbox,
}) => {
  await startSignedIn(page, sandbox, 'company-rep-signing-right');
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  const modal = await new AddCompanyModal(page).openFromNav();
  await expect(modal.submit).toBeDisabled();
  await modal.businessCode.fill('31415938');
  await expect(modal.submit).toBeDisabled();
  await modal.add(SIGNS_ALONE.code);
  await expect(modal.success).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-company\/\d+$/);
  const companyId = /(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

  const calls = (await sandbox.requests())
    .filter((call) => call.method === 'POST' && call.path.startsWith('/api/company'))
    .map((call) => [call.path, call.body]);
  expect(calls).toEqual([
    ['/api/company/signing-right-status', { business_code: SIGNS_ALONE.code }],
    ['/api/company', { business_code: SIGNS_ALONE.code }],
  ]);

  await modal.continue.click();
  await expect(page).toHaveURL(`/onboarding/company/${companyId}/investor/aml`);

  // The new company is in the company dropdown.
  const shell = new Shell(page);
  await shell.navButton('companies').click();
  await expect(shell.nav.getByRole('link', { name: SIGNS_ALONE.name })).toHaveAttribute(
    'href',
    `/dashboard/company/${companyId}`,
  );
});

test('a representative without signing right sees the server’s message', async ({
  page,
  sandbox,
}) => {
  await startSignedIn(page, sandbox, 'company-rep-no-signing-right');
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  const modal = await new AddCompanyModal(page).openFromNav();
  await modal.add(NO_SIGNING_RIGHT);
  await expect(modal.alert).toHaveText(
    'You have no signing right in Norrhamn Logistik Ab (1618033-3), so you cannot add it.',
  );
  await expect(page).toHaveURL(/\/dashboard\/add-company$/);
});

test('a company representative opens the company portfolio from the dropdown', async ({
  page,
  sandbox,
}) => {
  await startSignedIn(page, sandbox, 'company-rep-signing-right');
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  const shell = new Shell(page);
  await shell.navButton('companies').click();
  const kpis = page.waitForResponse((r) => /\/api\/investor\/deposit\/DEP5011\?/.test(r.url()));
  await shell.nav.getByRole('link', { name: 'Lehtonen Invest Oy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/501$/);
  expect((await kpis).status()).toBe(200);

  // The investor menu now leads to the company's full portfolio.
  await shell.navButton('investing').click();
  await shell.navLink('portfolio').click();
  await expect(page).toHaveURL(
    /\/dashboard\/company\/501\/investor\/fair-credit-portfolio#portfolio$/,
  );
  await expect(new PortfolioPage(page).heading).toBeVisible();
});
