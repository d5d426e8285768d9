import type { Page } from '@playwright/test';
import { AutoinvestPanel } from './pages/autoinvest.page.ts';
import { BorrowerLoanPage } from './pages/borrower-loan.page.ts';
import { BorrowerLoansPage } from './pages/borrower-loans.page.ts';
import { ContractPage } from './pages/contract.page.ts';
import { EmailLoginPage } from './pages/email-login.page.ts';
import { LegacyLoanPage } from './pages/legacy-loan.page.ts';
import { LoanApplicationPage } from './pages/loan-application.page.ts';
import { LoanContractPage } from './pages/loan-contract.page.ts';
import { LoanOfferPage } from './pages/loan-offer.page.ts';
import { PersonAmlPage } from './pages/person-aml.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { Shell } from './pages/shell.ts';
import { SmsCodePage } from './pages/sms-code.page.ts';
import { SmsVerifyPage } from './pages/sms-verify.page.ts';
import { TermsPage } from './pages/terms.page.ts';
import { WithdrawSection } from './pages/withdraw.page.ts';
import { expect, test } from './support/fixtures.ts';
import type { BrowserWindow, DomElement } from './support/browser-dom.ts';
import { contrastRatio, parseRgb } from './support/contrast.ts';
import { activate, check, chooseOption, chooseRadio, tabTo, typeInto } from './support/keyboard.ts';
import { BORROWER_DASHBOARD, INVESTOR_DASHBOARD, INVESTOR_PORTFOLIO } from './support/login.ts';
import type { SandboxControl } from './support/sandbox.ts';
import { startSignedInToDashboard } from './support/signed-in.ts';

/*
 * Every journey done with the keyboard alone (issue 11 §7): controls are reached with Tab and
 * Shift+Tab, pressed with Enter or Space, moved with the arrow keys; text is typed into a field
 * that Tab focused. No click, no fill. `page.goto` stands for a link followed from outside.
 * The SMS and the legacy login by keyboard have tests of their own; the other journeys start
 * signed in (support/signed-in.ts), as a returning user's app does.
 */

/** The scoring is polled every 10 s: the offer comes on the second or third poll. */
const SCORING = { timeout: 30_000 };
/** new-borrower's only bank account (personas/borrowers.ts). */
const AINO_ACCOUNT = 'FI2112345600000785';

/** The SMS login by keyboard: phone, code, on to where the app goes. */
async function keyboardLogin(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
): Promise<void> {
  const persona = await sandbox.persona(personaId);
  const phone = persona.phone ?? '';
  const codeStep = await new SmsCodePage(page).open();
  await typeInto(page, codeStep.phone, phone);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);
  const verifyStep = new SmsVerifyPage(page);
  await typeInto(page, verifyStep.code, await sandbox.latestCode(phone));
  await activate(page, verifyStep.submit);
}

/** investor-with-history, signed in, by keyboard to the portfolio, through the investing menu. */
async function keyboardToPortfolio(page: Page, sandbox: SandboxControl): Promise<PortfolioPage> {
  await startSignedInToDashboard(page, sandbox, 'investor-with-history');
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  const shell = new Shell(page);
  await activate(page, shell.navButton('investing'));
  await activate(page, shell.navLink('portfolio'));
  const portfolio = new PortfolioPage(page);
  await expect(portfolio.heading).toBeVisible({ timeout: 20_000 });
  return portfolio;
}

test('SMS login by keyboard', async ({ page, sandbox }) => {
  await keyboardLogin(page, sandbox, 'new-borrower');
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
});

test('accepting new terms by keyboard', async ({ page, sandbox }) => {
  await keyboardLogin(page, sandbox, 'must-accept-terms');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await activate(page, new TermsPage(page).accept);
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
});

test('the AML questionnaire and the contract by keyboard, up to the portfolio', async ({
  page,
  sandbox,
}) => {
  test.slow();
  await startSignedInToDashboard(page, sandbox, 'new-borrower');
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  // The questionnaire's step of onboarding, as aml.spec.ts opens it (the bank identification
  // before it has a test of its own).
  const aml = await new PersonAmlPage(page).open();

  // Sent empty: the first invalid field has the focus, and the keyboard goes on from there.
  await activate(page, aml.submit, 80);
  await expect(aml.iban).toBeFocused();
  await page.keyboard.type('FI21 1234 5600 0007 85');
  await chooseRadio(
    page,
    page.getByRole('group', { name: aml.text('aml:fields.is_pep') }),
    aml.pep('no'),
  );
  const boxes: Array<[string, string]> = [
    ['investment_vehicles', 'is_familiar_with_bonds'],
    ['investment_services', 'is_familiar_with_investment_advice'],
    ['professional_situation', 'is_employee'],
    ['origin_of_invested_assets', 'origin_of_invested_assets_is_salary'],
    ['goal_of_investment', 'goal_of_investment_is_savings'],
  ];
  for (const [group, box] of boxes) await check(page, aml.box(group, box));
  await typeInto(page, aml.profession, 'Engineer');
  await typeInto(page, aml.field('monthly_gross_income_amount'), '4200');
  await typeInto(page, aml.field('total_assets_amount'), '25000');
  await chooseOption(page, aml.field('annual_investment_count'), { value: 'five-ten' });
  await chooseOption(page, aml.field('annual_investment_amount'), { value: 'five-thousands' });
  await chooseOption(page, aml.field('risk_profile'), { value: 'medium' });
  await activate(page, aml.submit);
  await expect(page).toHaveURL(/\/onboarding\/investor\/contract$/);

  const contract = new ContractPage(page);
  await expect(contract.heading).toBeVisible();
  await check(page, contract.confirm);
  await activate(page, contract.sign);
  await expect(page).toHaveURL(INVESTOR_PORTFOLIO);
});

test('add funds and a withdrawal within the free capital by keyboard', async ({
  page,
  sandbox,
}) => {
  test.slow(); // The portfolio with its chart and years of history.
  await startSignedInToDashboard(page, sandbox, 'investor-with-history');
  await expect(page).toHaveURL(INVESTOR_DASHBOARD);
  const shell = new Shell(page);
  await activate(page, shell.navButton('investing'));
  await activate(page, shell.navLink('addFunds'));
  const addFunds = page.locator('#add-funds');
  await expect(addFunds).toBeVisible({ timeout: 20_000 });
  await activate(
    page,
    addFunds.getByRole('button', { name: shell.text('funds:copyReference') }),
    80,
  );
  await expect(addFunds.getByRole('status')).not.toBeEmpty();

  const withdraw = new WithdrawSection(page);
  await typeInto(page, withdraw.amount, '1.00', 80);
  await page.keyboard.press('Enter');
  await expect(withdraw.dialog).toBeVisible();
  await activate(page, withdraw.confirm);
  await expect(withdraw.dialog).toBeHidden();
  await expect(withdraw.notice('withdraw:notice.withdrawn', { amount: '€1.00' })).toBeVisible();
});

test('turning autoinvest off and on by keyboard', async ({ page, sandbox }) => {
  test.slow(); // The portfolio with its chart and years of history.
  await keyboardToPortfolio(page, sandbox);
  const autoinvest = new AutoinvestPanel(page);
  await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 });
  await tabTo(page, autoinvest.switch, { max: 80 });
  await page.keyboard.press('Space');
  await expect(autoinvest.confirmation).toBeVisible();
  await activate(page, autoinvest.yes);
  await expect(autoinvest.confirmation).toBeHidden();
  await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'false');

  await tabTo(page, autoinvest.switch, { max: 80 });
  await page.keyboard.press('Space');
  await expect(autoinvest.switch).toHaveAttribute('aria-checked', 'true');
});

test('the transactions CSV download by keyboard', async ({ page, sandbox }) => {
  test.slow(); // The portfolio with its chart and years of history.
  const portfolio = await keyboardToPortfolio(page, sandbox);
  await expect(portfolio.rows.first()).toBeVisible({ timeout: 20_000 });
  await tabTo(page, portfolio.csvButton, { max: 120 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions_.*\.csv$/);
});

test('a loan application by keyboard: consent, the embedded frame, the offer and signing', async ({
  page,
  sandbox,
}) => {
  test.slow(); // The scoring's polls.
  await startSignedInToDashboard(page, sandbox, 'new-borrower');
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
  const application = new LoanApplicationPage(page);
  await application.start(5000, 60);
  await check(page, application.consent);
  await activate(page, application.continueButton);
  // The frame's own buttons are in the tab order after the page's.
  await expect(application.frameElement).toBeVisible();
  await activate(page, application.frameButton(/Share the main account/));
  await activate(page, application.successContinue);
  await expect(page).toHaveURL(LoanOfferPage.PATH, SCORING);

  const offer = new LoanOfferPage(page);
  await expect(offer.heading).toBeVisible();
  await chooseOption(page, offer.dueDate, { label: offer.dueDateLabel(15) });
  await expect(offer.saving).toBeHidden();
  await chooseOption(page, offer.bankAccount, { label: AINO_ACCOUNT });
  await expect(offer.saving).toBeHidden();
  await expect(offer.dueDate).toHaveValue('15');
  await activate(page, offer.continueButton, 80);
  await expect(page).toHaveURL(LoanContractPage.PATH);

  const contract = new LoanContractPage(page);
  await expect(contract.document).not.toBeEmpty();
  await check(page, contract.confirm);
  await activate(page, contract.sign);
  await expect(contract.thanks).toBeVisible();
  await activate(page, contract.ok);
  await expect(page).toHaveURL(BORROWER_DASHBOARD);
});

test('a loan’s detail and its "load more" by keyboard', async ({ page, sandbox }) => {
  await startSignedInToDashboard(page, sandbox, 'borrower-with-loan');
  const loans = new BorrowerLoansPage(page);
  await expect(loans.rows).toHaveCount(2);
  await activate(page, loans.fairCreditLinks, 60);
  await expect(page).toHaveURL(BorrowerLoanPage.FAIR_PATH);
  const loan = new BorrowerLoanPage(page);
  await expect(loan.planRows).toHaveCount(10);
  await activate(page, loan.loadMore, 80);
  await expect(loan.planRows).toHaveCount(20);
});

test('the legacy borrower saves an invoice by keyboard', async ({ page, sandbox }) => {
  const persona = await sandbox.persona('legacy-borrower');
  const login = await new EmailLoginPage(page).open();
  await typeInto(page, login.username, persona.username ?? '');
  await typeInto(page, login.password, persona.password ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(LegacyLoanPage.PATH);
  const loan = new LegacyLoanPage(page);
  // Today's invoice is past the plan's first 10 rows; the paging has its own keyboard test.
  await loan.showWholePlan();
  await expect(loan.downloadButtons.first()).toBeVisible();
  await tabTo(page, loan.downloadButtons.first(), { max: 80 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('invoice.pdf');
  await expect(loan.saved).toBeVisible();
});

test('a button focused by keyboard shows a ring that stands out from the page', async ({
  page,
}) => {
  const codeStep = await new SmsCodePage(page).open();
  await tabTo(page, codeStep.submit);
  const ring = await codeStep.submit.evaluate((button: DomElement) => {
    const { document, getComputedStyle } = globalThis as unknown as BrowserWindow;
    const style = getComputedStyle(button);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  const [color, background] = [parseRgb(ring.color), parseRgb(ring.page)];
  if (!color || !background) throw new Error(`Unreadable colours ${ring.color}, ${ring.page}`);
  // WCAG 1.4.11: a focus indicator needs 3:1 against what is next to it.
  expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(3);
});

test('tabTo fails naming the control it never reached and what had the focus', async ({ page }) => {
  const codeStep = await new SmsCodePage(page).open();
  // A heading is not in the tab order.
  await expect(tabTo(page, codeStep.heading, { max: 5 })).rejects.toThrow(
    /Tab pressed 5 times never focused .*; the focus is on </,
  );
});
