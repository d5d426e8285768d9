import { AutoinvestPanel } from './pages/autoinvest.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { expect, test } from './support/fixtures.ts';
import type { Lang } from './support/i18n.ts';
import type { SandboxControl } from './support/sandbox.ts';
import { signIn } from './support/signed-in.ts';

/* investor-with-history: deposit DEP1041 with autoinvest on; investor-mid-autosell: DEP1051. */
const toggleCalls = async (sandbox: SandboxControl, deposit: string) =>
  (await sandbox.requests()).filter(
    (call) =>
      call.method === 'PATCH' &&
      call.path === `/api/investor/deposit/${deposit}/auto-invest/toggle`,
  );

for (const lang of ['en', 'fi'] as const satisfies Lang[]) {
  test(`an investor turns autoinvest off through the confirmation and on again (${lang})`, async ({
    page,
    sandbox,
  }) => {
    test.slow(); // The portfolio with its chart and years of history, then three switches.
    await signIn(page, sandbox, 'investor-with-history', lang);
    await new PortfolioPage(page, lang).open();
    const autoinvest = new AutoinvestPanel(page, lang);
    await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'true');

    // Close leaves it on.
    await autoinvest.switch.click();
    await expect(page).toHaveURL(AutoinvestPanel.CONFIRMATION_PATH);
    await expect(autoinvest.confirmation).toBeVisible();
    await autoinvest.close.click();
    await expect(autoinvest.confirmation).toBeHidden();
    await expect(page).toHaveURL(AutoinvestPanel.PORTFOLIO_PATH);
    expect(await toggleCalls(sandbox, 'DEP1041')).toHaveLength(0);

    // Yes turns it off.
    await autoinvest.switch.click();
    await autoinvest.yes.click();
    await expect(autoinvest.confirmation).toBeHidden();
    await expect(page).toHaveURL(AutoinvestPanel.PORTFOLIO_PATH);
    await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'false');
    expect(await toggleCalls(sandbox, 'DEP1041')).toHaveLength(1);

    // On again, without a confirmation; the sandbox says so after a reload too.
    await autoinvest.switch.click();
    await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'true');
    await expect(autoinvest.confirmation).toBeHidden();
    expect(await toggleCalls(sandbox, 'DEP1041')).toHaveLength(2);
    await page.reload();
    // The reloaded page fetches years of history again before the switch: allow it the time.
    await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 });
  });
}

test('the investor mid-autosell sees no autoinvest switch', async ({ page, sandbox }) => {
  test.slow(); // The portfolio with its chart and years of history.
  await signIn(page, sandbox, 'investor-mid-autosell');
  const portfolio = await new PortfolioPage(page).open();
  await expect(portfolio.kpi('portfolio_value')).toHaveText(/\d/);
  await expect
    .poll(async () =>
      (await sandbox.requests()).some(
        (call) => call.path === '/api/investor/deposit/DEP1051/auto-sell/status',
      ),
    )
    .toBe(true);
  const autoinvest = new AutoinvestPanel(page);
  await expect(autoinvest.heading).toHaveCount(0);
  await expect(autoinvest.switch).toHaveCount(0);
});
