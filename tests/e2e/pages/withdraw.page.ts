import { expect, type Locator } from '@playwright/test';
import { parseEuros } from '../../../src/shared/domain/finance/cents.ts';
import { Screen } from './screen.ts';

/**
 * The fair-credit portfolio's #withdraw: the amount form, the confirm dialog of its `withdraw`
 * sub-route, and the transfer in progress while an autosell runs.
 */
export class WithdrawSection extends Screen {
  readonly section = this.page.locator('#withdraw');
  readonly amount = this.section.getByLabel(this.text('withdraw:amount'));
  readonly submit = this.section.getByRole('button', { name: this.text('withdraw:submit') });
  readonly dialog = this.page.getByRole('dialog', { name: this.text('withdraw:confirm.title') });
  readonly confirm = this.dialog.getByRole('button', {
    name: this.text('withdraw:confirm.confirm'),
  });
  readonly inProgress = this.section.getByRole('heading', {
    name: this.text('withdraw:progress.title'),
  });
  readonly progress = this.section.getByRole('progressbar');
  readonly cancel = this.section.getByRole('button', {
    name: this.text('withdraw:progress.cancel'),
  });

  /** Asks to withdraw `euros` ("12.34"): the confirm dialog opens. */
  async ask(euros: string): Promise<void> {
    await this.amount.fill(euros);
    await this.submit.click();
    await expect(this.dialog).toBeVisible();
  }

  /** A figure of the confirm dialog by its `withdraw:confirm.*` key, as cents. */
  async figure(key: string): Promise<number> {
    const value = this.dialog
      .locator('dt', { hasText: this.text(`withdraw:confirm.${key}`) })
      .locator('xpath=following-sibling::dd[1]');
    return euroTextToCents(await value.innerText());
  }

  notice(key: string, vars: Record<string, string> = {}): Locator {
    return this.section.getByRole('status').filter({ hasText: this.text(key, vars) });
  }
}

/** An amount as the English interface writes it (`€1 234.50`) in cents. */
export function euroTextToCents(text: string): number {
  return parseEuros(text.replace(/[€\s\u00a0\u202f,]/g, ''));
}
