import type { Page } from '@playwright/test';

export type BankAnswer = 'Identify' | 'Cancel' | 'Fail authentication' | 'Provider error';

/**
 * The sandbox's simulated bank page (/__sandbox/providers/bank/authorize): a persona's identity
 * or a new person, then Identify, Cancel, Fail authentication or Provider error. In English only.
 */
export class SimulatedBankPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Identifies as a known person (by full name) and answers. */
  async answerAsKnown(fullName: string, answer: BankAnswer = 'Identify'): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(`^${fullName},`) }).check();
    await this.answer(answer);
  }

  /** Identifies as the pre-filled new (adult) person and answers. */
  async answerAsNewPerson(answer: BankAnswer = 'Identify'): Promise<void> {
    await this.page.getByRole('radio', { name: 'A new person' }).check();
    await this.answer(answer);
  }

  private async answer(answer: BankAnswer): Promise<void> {
    await this.page.getByRole('button', { name: answer, exact: true }).click();
  }
}
