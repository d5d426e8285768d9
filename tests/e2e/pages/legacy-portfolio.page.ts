import type { Locator } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * /restricted/investor/fixed-rate-portfolio/{userId} (and the dashboard's variants): the legacy
 * investor dashboard with its figures, transactions, withdraw panel and confirm dialog.
 */
export class LegacyPortfolioPage extends Screen {
  static readonly RESTRICTED_PATH = /\/restricted\/investor\/fixed-rate-portfolio\/\d+$/;

  readonly kpis = this.page.locator('#portfolio');
  readonly kpiRange = this.kpis.getByRole('group', { name: this.text('legacy:kpis.range') });
  readonly kpiFrom = this.kpiRange.getByLabel(this.text('dateRange:from'), { exact: true });
  readonly kpiTo = this.kpiRange.getByLabel(this.text('dateRange:to'), { exact: true });
  readonly transactions = this.page.locator('#transactions');
  readonly rows = this.transactions.locator('tbody tr');
  readonly withdrawPanel = this.page.getByRole('region', {
    name: this.text('legacy:withdraw.title'),
  });
  readonly amount = this.withdrawPanel.getByLabel(this.text('legacy:withdraw.amountLabel'));
  readonly withdraw = this.withdrawPanel.getByRole('button', {
    name: this.text('legacy:withdraw.submit'),
  });
  readonly dialog = this.page.getByRole('dialog', {
    name: this.text('legacy:withdraw.confirmTitle'),
  });
  readonly confirm = this.dialog.getByRole('button', {
    name: this.text('legacy:withdraw.confirm'),
  });
  readonly done = this.withdrawPanel.getByRole('button', {
    name: this.text('legacy:withdraw.done'),
  });

  greeting(firstName: string): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: this.text('legacy:greeting', { name: firstName }),
    });
  }

  /** A figure's value by its `legacy:kpis.*` name. */
  kpi(name: string): Locator {
    return this.kpis
      .locator('dl > div')
      .filter({ has: this.page.getByText(this.text(`legacy:kpis.${name}`), { exact: true }) })
      .locator('dd');
  }

  /** Enters an amount and presses Withdraw: the confirm dialog opens. */
  async requestWithdrawal(amount: string): Promise<void> {
    await this.amount.fill(amount);
    await this.withdraw.click();
  }

  /** The success screen's text for an amount as shown (e.g. `€10.00`). */
  successFor(shownAmount: string): Locator {
    return this.withdrawPanel.getByText(
      this.text('legacy:withdraw.success', { amount: shownAmount }),
    );
  }
}
