import { expect, test } from './support/fixtures.ts';
import { LegacyPortfolioPage } from './pages/legacy-portfolio.page.ts';
import { signIn, startLegacySignedIn } from './support/signed-in.ts';

test('a legacy investor sees the fixed-rate portfolio, withdraws, and Done resets the panel', async ({
  page,
  sandbox,
}) => {
  // Two portfolio views, a withdrawal and its reset: 25–35 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const persona = await startLegacySignedIn(page, sandbox, 'legacy-investor');
  await expect(page).toHaveURL(LegacyPortfolioPage.RESTRICTED_PATH);
  const legacy = new LegacyPortfolioPage(page);
  await expect(legacy.greeting(persona.first_name)).toBeVisible();

  // The figures and the transactions of the old portfolio. The figures' first range (five years
  // back) is worked out from the transactions, years of them, so they wait for that list.
  await expect(legacy.kpi('FreeCapital')).toHaveText(/^€\d/, { timeout: 30_000 });
  await expect(legacy.kpi('PortfolioValue')).toHaveText(/^€\d/);
  await expect(legacy.rows.first()).toBeVisible();
  expect(await legacy.rows.count()).toBeLessThanOrEqual(16);

  await legacy.requestWithdrawal('10');
  await expect(page).toHaveURL(/\/fixed-rate-portfolio\/\d+\/withdraw$/);
  await expect(legacy.dialog).toContainText('€10.00');
  await legacy.confirm.click();

  await expect(legacy.successFor('€10.00')).toBeVisible();
  await expect(page).toHaveURL(LegacyPortfolioPage.RESTRICTED_PATH);
  const withdrawals = (await sandbox.requests()).filter(
    (r) => r.method === 'POST' && r.path === '/api/legacy/withdraw',
  );
  const userId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  expect(withdrawals.map((r) => r.body)).toEqual([{ amount: 10, legacy_user_id: userId }]);

  await legacy.done.click();
  await expect(legacy.amount).toHaveValue('');
  await expect(legacy.successFor('€10.00')).toBeHidden();
});

test('the legacy investor’s figures follow their own range', async ({ page, sandbox }) => {
  await startLegacySignedIn(page, sandbox, 'legacy-investor');
  const legacy = new LegacyPortfolioPage(page);
  await expect(legacy.kpi('NrOfActiveInvestments')).toHaveText(/^\d+$/, { timeout: 30_000 });
  // 2023 (the picker reaches five years back): no money in, no loan funded, loans still repaid.
  await legacy.kpiFrom.fill('01.01.2023');
  await legacy.kpiTo.fill('31.12.2023');
  await expect(legacy.kpi('StartTime')).toHaveText('01.01.2023');
  await expect(legacy.kpi('EndTime')).toHaveText('31.12.2023');
  await expect(legacy.kpi('Deposits')).toHaveText('€0.00');
  await expect(legacy.kpi('Investments')).toHaveText('€0.00');
  await expect(legacy.kpi('InterestPaid')).not.toHaveText('€0.00');
  await expect(legacy.kpi('NrOfActiveInvestments')).toHaveText(
    legacy.text('legacy:kpis.notAvailable'),
  );
  // The legacy call takes no range: the figures were asked for once.
  const asked = (await sandbox.requests()).filter(
    (r) => r.method === 'GET' && r.path === '/api/legacy/portfolio',
  );
  expect(asked).toHaveLength(1);
});

test('a company representative sees the company’s old fixed-rate portfolio', async ({
  page,
  sandbox,
}) => {
  await signIn(page, sandbox, 'company-rep-signing-right');
  // The restricted path of a company portfolio leads to the same portfolio on the dashboard.
  await page.goto('/restricted/company/fixed-rate-portfolio/80501');
  await expect(page).toHaveURL(/\/dashboard\/company\/fixed-rate-portfolio\/80501$/);
  const legacy = new LegacyPortfolioPage(page);
  await expect(legacy.kpi('StartTime')).toHaveText(/^\d\d\.\d\d\.\d{4}$/, { timeout: 30_000 });
  await expect(legacy.kpi('PortfolioValue')).toHaveText(/^€\d/);
  await expect(legacy.rows.first()).toBeVisible();
  const asked = (await sandbox.requests()).filter((r) => r.path === '/api/legacy/portfolio');
  expect(asked.map((r) => r.query)).toEqual([{ legacy_user_id: '80501' }]);
});
