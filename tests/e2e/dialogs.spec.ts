import { BankChoicePage } from './pages/bank-choice.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { TermsModal } from './pages/terms-modal.page.ts';
import { WithdrawSection } from './pages/withdraw.page.ts';
import {
  expectPageBehindInert,
  expectTabStaysIn,
  exposedToScreenReaders,
} from './support/dialogs.ts';
import { expect, test } from './support/fixtures.ts';
import { urlSuffix } from './support/i18n.ts';
import { signIn } from './support/signed-in.ts';

/*
 * The app's dialogs are the platform's modal <dialog> (ui/modal/Modal.tsx): while one is open,
 * Tab stays inside it and the page behind is inert, for the keyboard and for screen readers.
 * The terms dialog over the bank choice (it used to let Tab walk out) and the withdraw
 * confirmation stand for them all.
 */
test('the terms dialog keeps Tab inside, leaves the page behind inert, and gives the focus back', async ({
  page,
}) => {
  const bankChoice = await new BankChoicePage(page).open();
  // Often the run's first page: the app's chunk may take a while on a busy machine.
  await expect(bankChoice.heading).toBeVisible({ timeout: 20_000 });
  const termsBox = bankChoice.termsBox();
  const termsBoxName = bankChoice.text('bank:termsCheckbox.terms').replace(/<\/?modal>/g, '');
  expect(await exposedToScreenReaders(page, termsBoxName)).toBe(true);
  const link = bankChoice.termsLink();
  await link.focus();
  await page.keyboard.press('Enter');

  const modal = new TermsModal(page);
  const dialog = modal.dialog();
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  // Three document links, Accept and Close.
  await expectTabStaysIn(page, dialog, 5);
  await expectPageBehindInert(dialog, termsBox);
  expect(await exposedToScreenReaders(page, termsBoxName)).toBe(false);
  expect(await exposedToScreenReaders(page, modal.text('terms:modal.accept'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(modal.anyDialog).toHaveCount(0);
  await expect(link).toBeFocused();
  expect(await exposedToScreenReaders(page, termsBoxName)).toBe(true);
});

test('the withdraw confirmation keeps Tab on its two buttons and closes with Escape', async ({
  page,
  sandbox,
}) => {
  test.slow(); // The portfolio with its chart and years of history.
  await signIn(page, sandbox, 'investor-with-history');
  await page.goto(`${PortfolioPage.PATH}/${urlSuffix('en')}`);
  const withdraw = new WithdrawSection(page);
  await expect(withdraw.amount).toBeVisible({ timeout: 30_000 });
  await withdraw.ask('1.00');
  await expect(withdraw.dialog).toBeFocused();
  await expectTabStaysIn(page, withdraw.dialog, 2);
  await expectPageBehindInert(withdraw.dialog, withdraw.amount);
  await page.keyboard.press('Escape');
  await expect(withdraw.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/fair-credit-portfolio$/);
});
