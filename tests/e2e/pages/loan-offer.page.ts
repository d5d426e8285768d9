import type { Locator } from '@playwright/test';
import { Screen } from './screen.ts';

/** /dashboard/borrower/loan-application/view-offer: the offer, its choices and its plan. */
export class LoanOfferPage extends Screen {
  static readonly PATH = /\/dashboard\/borrower\/loan-application\/view-offer$/;

  readonly heading = this.page.getByRole('heading', {
    level: 1,
    name: this.text('loanOffer:heading'),
  });
  readonly dueDate = this.page.getByRole('combobox', {
    name: this.text('loanOffer:choices.dueDate'),
  });
  readonly bankAccount = this.page.getByRole('combobox', {
    name: this.text('loanOffer:choices.bankAccount'),
  });
  readonly saving = this.page.getByRole('status').filter({
    hasText: this.text('loanOffer:choices.saving'),
  });
  readonly plan = this.page.getByRole('table', { name: this.text('loanOffer:plan.title') });
  readonly planRows: Locator = this.plan.locator('tbody tr');
  readonly chosenAccount = this.bankAccount.locator('option:checked');
  readonly continueButton = this.page.getByRole('button', {
    name: this.text('loanOffer:continue'),
  });

  readonly summary = this.page.getByLabel(this.text('loanOffer:summary.label'), { exact: true });
  /** The offer's APR as shown. */
  readonly effectiveInterest = this.summary
    .locator('div')
    .filter({
      has: this.page.locator('dt', { hasText: this.text('loanOffer:summary.effectiveInterest') }),
    })
    .locator('dd');

  /** The due-date option's label for a day (31 reads as the last of the month). */
  dueDateLabel(day: number): string {
    return day === 31
      ? this.text('loanOffer:dueDate.lastOfMonth')
      : this.text('loanOffer:dueDate.day', { day: String(day) });
  }

  /** The due date of the plan's first installment as shown (dd.mm.yyyy). */
  async firstDueDate(): Promise<string> {
    return (await this.planRows.first().locator('td').first().innerText()).trim();
  }

  /** Chooses a due day and a payout account; each choice is saved and the plan redrawn. */
  async choose(day: number, iban: string): Promise<void> {
    await this.dueDate.selectOption({ label: this.dueDateLabel(day) });
    await this.bankAccount.selectOption({ label: iban });
  }
}
