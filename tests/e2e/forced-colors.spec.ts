import { AutoinvestPanel } from './pages/autoinvest.page.ts';
import { BankChoicePage } from './pages/bank-choice.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { ProfilePage } from './pages/profile.page.ts';
import { expect, test } from './support/fixtures.ts';
import {
  coloursAlongTrack,
  distinctColours,
  expectControlsVisible,
} from './support/forced-colors.ts';
import { signIn } from './support/signed-in.ts';

/*
 * Windows high contrast (forced colours, emulated): the browser paints the page in the system's
 * few colours and drops what the app drew with background colours and gradients. Every control
 * must still be seen, the switch must still show its knob and whether it is on, and the chart's lines must
 * stay apart. Read from the pixels, so a control that turns into a flat patch fails.
 */
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

test('the login screens keep every control visible in high contrast', async ({ page }) => {
  test.slow(); // Three screens, each control's picture taken and read.
  const bankChoice = await new BankChoicePage(page).open();
  await expect(bankChoice.heading).toBeVisible({ timeout: 20_000 });
  await expectControlsVisible(page);
  await page.goto('/login/sms/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectControlsVisible(page);
  await page.goto('/register/foreign-investor/provide-details/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectControlsVisible(page);
});

test('the portfolio keeps its controls, the switch state and the chart lines in high contrast', async ({
  page,
  sandbox,
}) => {
  test.slow(); // The portfolio with its chart and years of history.
  await signIn(page, sandbox, 'investor-with-history');
  const portfolio = await new PortfolioPage(page).open();
  const chart = portfolio.kpis.locator('figure svg');
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expectControlsVisible(page);

  // Canvas behind, the axes and two lines: at least three colours (anti-aliasing adds more).
  expect(distinctColours(await chart.screenshot())).toBeGreaterThanOrEqual(3);

  const autoinvest = new AutoinvestPanel(page);
  await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'true');
  // The knob stands out of the track in both states, and the two states look different.
  expect(await coloursAlongTrack(autoinvest.switch)).toBeGreaterThanOrEqual(2);
  const on = await autoinvest.switch.screenshot({ animations: 'disabled' });
  await autoinvest.switch.click();
  await autoinvest.yes.click();
  await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'false');
  expect(await coloursAlongTrack(autoinvest.switch)).toBeGreaterThanOrEqual(2);
  const off = await autoinvest.switch.screenshot({ animations: 'disabled' });
  expect(on.equals(off), 'the switch looks the same on and off').toBe(false);

  await page.goto('/dashboard/profile');
  await expect(new ProfilePage(page).heading).toBeVisible();
  await expectControlsVisible(page);
});
