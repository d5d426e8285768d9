import { Screen } from './screen.ts';

/**
 * /dashboard/borrower/loan-application/sign-contract and /signed: the contract, its
 * confirmation and Sign, then the thank-you with OK.
 */
export class LoanContractPage extends Screen {
  static readonly PATH = /\/dashboard\/borrower\/loan-application\/sign-contract$/;
  static readonly SIGNED_PATH = /\/dashboard\/borrower\/loan-application\/signed$/;

  readonly heading = this.page.getByRole('heading', {
    level: 1,
    name: this.text('loanOffer:contract.title'),
  });
  readonly document = this.page.getByRole('document', {
    name: this.text('loanOffer:contract.documentLabel'),
  });
  readonly confirm = this.page.getByRole('checkbox', {
    name: this.text('loanOffer:contract.confirm'),
  });
  readonly confirmRequired = this.page.getByText(this.text('validation:acceptTerms'));
  readonly sign = this.page.getByRole('button', { name: this.text('loanOffer:contract.sign') });
  readonly thanks = this.page.getByRole('heading', {
    level: 1,
    name: this.text('loanOffer:signed.title'),
  });
  readonly ok = this.page.getByRole('button', { name: this.text('loanOffer:signed.ok') });
}
