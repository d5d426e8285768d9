import { expect, type Page } from '@playwright/test';

export type OnfidoResult = 'Documents approved';

/**
 * The sandbox's simulated document check (/__sandbox/providers/onfido/check): the outcome,
 * then Submit documents. In English only.
 */
export class OnfidoCheckPage {
  readonly page: Page;
  readonly heading;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Identity document check' });
  }

  /** The browser is on the check (a new attempt when the app asked for one). */
  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/__sandbox\/providers\/onfido\/check\?state=/);
    await expect(this.heading).toBeVisible();
  }

  async submit(result: OnfidoResult = 'Documents approved'): Promise<void> {
    await this.page.getByRole('radio', { name: result }).check();
    await this.page.getByRole('button', { name: 'Submit documents' }).click();
  }
}
