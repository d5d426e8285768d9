import { ContractPage } from './pages/contract.page.ts';
import { expect, test } from './support/fixtures.ts';
import { INVESTOR_PORTFOLIO } from './support/login.ts';
import { signIn } from './support/signed-in.ts';

test('a new investor reads and signs the contract and goes on to the portfolio', async ({
  page,
  sandbox,
}) => {
  await signIn(page, sandbox, 'new-investor');
  const contract = await new ContractPage(page).open();
  await expect(contract.document.getByText('credit risk is entirely the investor’s')).toBeVisible();
  await expect(contract.sign).toBeDisabled();
  await contract.confirm.check();
  await expect(contract.sign).toBeEnabled();
  await contract.sign.click();
  // Where a company's signing leads too: the portfolio (investor.md §4), once the agreements'
  // status says the contract is signed.
  await expect(page).toHaveURL(INVESTOR_PORTFOLIO);
  const calls = (await sandbox.requests()).map((r) => `${r.method} ${r.path}`);
  expect(calls).toContain('GET /api/document/tac-investor-contract/status');

  // Signed: the contract screen is no longer for this user.
  await contract.visit();
  await expect(page).toHaveURL(/\/dashboard(\/investor)?$/);
});
