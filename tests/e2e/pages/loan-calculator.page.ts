import { figure } from './figures.ts';
import { Screen } from './screen.ts';

/** The loan calculator on the loan application's start page (issue 12 §1). */
export class LoanCalculatorPage extends Screen {
  readonly calculateLink = this.page.getByRole('link', { name: this.text('borrower:calculate') });
  readonly amount = this.page.getByRole('textbox', {
    name: this.text('loanApplication:start.amount'),
  });
  readonly term = this.page.getByRole('textbox', { name: this.text('loanApplication:start.term') });
  readonly calculateButton = this.page.getByRole('button', {
    name: this.text('loanApplication:calculator.calculate'),
  });
  readonly result = this.page.getByRole('region', {
    name: this.text('loanApplication:calculator.resultTitle'),
  });
  readonly installment = figure(this.result, this.text('loanApplication:calculator.installment'));
  readonly plan = this.result.getByRole('table', {
    name: this.text('loanApplication:calculator.plan.title'),
  });
  readonly applyButton = this.page.getByRole('button', {
    name: this.text('loanApplication:start.submit'),
  });

  /** Prices a loan of `amount` whole euros over `term` months. */
  async calculate(amount: number, term: number): Promise<void> {
    await this.amount.fill(String(amount));
    await this.term.fill(String(term));
    await this.calculateButton.click();
  }
}
