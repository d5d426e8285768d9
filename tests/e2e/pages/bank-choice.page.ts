import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * The bank choice (/login/bank, /register/identity-verification, investor onboarding): the
 * terms box, its modal link and one button per bank or the mobile certificate.
 */
export class BankChoicePage extends Screen {
  /** The terms box, by the label of a `bank:termsCheckbox.*` key (its modal link is inside). */
  termsBox(key = 'bank:termsCheckbox.terms') {
    return this.page.getByRole('checkbox', { name: this.text(key).replace(/<\/?modal>/g, '') });
  }

  /** A method's button, by its `bank:names.*` key. */
  method(nameKey = 'bank:names.nordea') {
    return this.page.getByRole('button', { name: this.text(nameKey), exact: true });
  }

  /** Chooses a method; the browser goes to the (simulated) bank's page. */
  async choose(nameKey = 'bank:names.nordea'): Promise<void> {
    await expect(this.method(nameKey)).toBeEnabled();
    await this.method(nameKey).click();
    await expect(this.page).toHaveURL(/\/__sandbox\/providers\/bank\/authorize\?/);
  }
}
