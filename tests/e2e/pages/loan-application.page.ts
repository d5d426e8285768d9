import type { FrameLocator } from '@playwright/test';
import { Screen } from './screen.ts';

/** The simulated providers' choice that the scoring approves. */
const MAIN_ACCOUNT = /Share the main account/;

/** /dashboard/borrower/loan-application and its steps up to the scoring. */
export class LoanApplicationPage extends Screen {
  readonly consent = this.page.getByRole('checkbox', {
    name: this.text('loanApplication:consent.accept'),
  });
  readonly consentRequired = this.page.getByText(this.text('loanApplication:consent.required'));
  readonly continueButton = this.page.getByRole('button', {
    name: this.text('loanApplication:consent.continue'),
  });
  readonly frameElement = this.page.getByTitle(this.text('loanApplication:kreditz.frameTitle'));
  readonly frame: FrameLocator = this.page.frameLocator(
    `iframe[title="${this.text('loanApplication:kreditz.frameTitle')}"]`,
  );
  readonly successContinue = this.page.getByRole('link', {
    name: this.text('loanApplication:kreditz.continue'),
  });
  readonly failureHeading = this.page.getByRole('heading', {
    name: this.text('loanApplication:kreditz.failureTitle'),
  });
  readonly bankButtons = this.page.getByRole('main').getByRole('listitem').getByRole('button');
  readonly tryAgain = this.page.getByRole('button', {
    name: this.text('loanApplication:tryAgain'),
  });
  readonly processing = this.page.getByText(this.text('loanApplication:processing.doNotRefresh'));

  /** Starts an application for an amount (whole euros) and a term (months). */
  async start(amount: number, term: number): Promise<void> {
    await this.openAt('/dashboard/borrower/loan-application', `?loanAmount=${amount}&term=${term}`);
  }

  /** Ticks the credit-information consent and continues to the data provider. */
  async consentAndContinue(): Promise<void> {
    await this.consent.check();
    await this.continueButton.click();
  }

  /**
   * The embedded frame: shares the main account (approved), then Continue from the success page
   * to the scoring.
   */
  async shareMainAccountInFrame(): Promise<void> {
    await this.frameButton(MAIN_ACCOUNT).click();
    await this.successContinue.click();
  }

  /** The redirect or bank-choice provider's page, opened in this tab: shares the main account. */
  async shareMainAccountAtProvider(): Promise<void> {
    await this.page.getByRole('button', { name: MAIN_ACCOUNT }).click();
  }

  /** A button of the simulated provider page inside the frame. */
  frameButton(name: RegExp) {
    return this.frame.getByRole('button', { name });
  }
}
