import { expect, test } from './support/fixtures.ts';
import { LegacyPortfolioPage } from './pages/legacy-portfolio.page.ts';
import { loginByUsernameAs } from './support/login.ts';

test('a legacy investor sees the fixed-rate portfolio, withdraws, and Done resets the panel', async ({
  page,
  sandbox,
}) => {
  const persona = await loginByUsernameAs(page, sandbox, 'legacy-investor');
  await expect(page).toHaveURL(LegacyPortfolioPage.RESTRICTED_PATH);
  const legacy = new LegacyPortfolioPage(page);
  await expect(legacy.greeting(persona.first_name)).toBeVisible();

  // The figures and the transactions of the old portfolio.
  await expect(legacy.kpi('FreeCapital')).toHaveText(/^€\d/);
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
