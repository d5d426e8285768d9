import { expect, type Locator } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * /restricted/borrower/fixed-rate-loan/{reference}: the legacy borrower's old fixed-rate loan
 * with its loan-type banner, loan info, next installment and payment plan.
 */
export class LegacyLoanPage extends Screen {
  static readonly PATH = /\/restricted\/borrower\/fixed-rate-loan\/\d+$/;

  readonly banner = this.page.getByLabel(this.text('legacyBorrower:heading'));
  readonly variableInterestBanner = this.page.getByLabel(this.text('legacyBorrower:headingFair'));
  readonly info = this.page.getByRole('region', { name: this.text('legacyBorrower:info.title') });
  readonly nextInstallment = this.page.getByRole('region', {
    name: this.text('legacyBorrower:next.title'),
  });
  readonly plan = this.page.getByRole('table', { name: this.text('legacyBorrower:plan.title') });
  readonly downloadButtons = this.plan.getByRole('button', {
    name: this.text('legacyBorrower:plan.download'),
  });
  readonly planRows = this.plan.locator('tbody tr');
  readonly loadMore = this.page.getByRole('button', { name: this.text('common:plan.loadMore') });
  readonly loadLess = this.page.getByRole('button', { name: this.text('common:plan.loadLess') });
  readonly saved = this.page.getByText(this.text('legacyBorrower:plan.saved'));
  readonly debtCollection = this.page.getByRole('heading', {
    name: this.text('legacyBorrower:debtCollection.title'),
  });

  greeting(firstName: string): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: this.text('legacy:greeting', { name: firstName }),
    });
  }

  /** Plan rows in a status (`legacyBorrower:status.*`). */
  rowsIn(status: string): Locator {
    return this.plan
      .locator('tbody tr')
      .filter({ hasText: this.text(`legacyBorrower:status.${status}`) });
  }

  /** Presses "show more" until the whole plan is shown (10 rows at a time). */
  async showWholePlan(): Promise<void> {
    // isVisible() does not wait: the plan must be on the page before its button is asked about.
    await expect(this.planRows.first()).toBeVisible();
    while (await this.loadMore.isVisible()) {
      const before = await this.planRows.count();
      await this.loadMore.click();
      await expect(this.planRows).not.toHaveCount(before);
    }
  }
}
