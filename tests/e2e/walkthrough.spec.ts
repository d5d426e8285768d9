import { ContractPage } from './pages/contract.page.ts';
import { PersonAmlPage } from './pages/person-aml.page.ts';
import { WalkthroughDialog } from './pages/walkthrough.page.ts';
import { expect, test } from './support/fixtures.ts';
import { INVESTOR_PORTFOLIO } from './support/login.ts';
import { signIn } from './support/signed-in.ts';

/*
 * new-borrower has no deposit: answering AML opens one now (on the sandbox's clock), and signing
 * the contract makes a fresh investor with a portfolio value of 0, the walk-through's reader.
 */
test('a freshly signed investor is walked through the four steps; a skip is remembered', async ({
  page,
  sandbox,
}) => {
  test.slow(); // AML, contract and the dashboard before the walk-through starts.
  await signIn(page, sandbox, 'new-borrower');
  const aml = await new PersonAmlPage(page).open();
  await aml.fillValid();
  await aml.submit.click();
  const contract = new ContractPage(page);
  await contract.heading.waitFor();
  await contract.confirm.check();
  await contract.sign.click();
  await expect(page).toHaveURL(INVESTOR_PORTFOLIO);

  const walkthrough = new WalkthroughDialog(page);
  await expect(walkthrough.step('welcome')).toBeVisible();
  await expect(walkthrough.back).toHaveCount(0);
  await walkthrough.next.click();
  await expect(walkthrough.step('howItWorks')).toBeVisible();
  await walkthrough.next.click();
  await expect(walkthrough.step('makeDeposit')).toBeVisible();
  // The bank details for adding funds, with the investor's own reference number.
  const funds = walkthrough.dialog.getByRole('region', { name: walkthrough.text('funds:title') });
  await expect(funds.getByText(/^\d{1,5}( \d{5})*$/)).toBeVisible();
  await walkthrough.back.click();
  await expect(walkthrough.step('howItWorks')).toBeVisible();
  await walkthrough.skip.click();
  await expect(walkthrough.dialog).toHaveCount(0);

  await page.reload();
  await expect(page.locator('#portfolio dl')).toBeVisible();
  await expect(walkthrough.dialog).toHaveCount(0);
});
