import { expect, type Locator } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * /dashboard/investor/fair-credit-portfolio: the KPIs with their range, the transactions list
 * (range, filter buttons, rows, load more, CSV) and the add-funds slot.
 */
export class PortfolioPage extends Screen {
  static readonly PATH = '/dashboard/investor/fair-credit-portfolio';

  readonly heading = this.page.getByRole('heading', {
    level: 1,
    name: this.text('portfolio:page.title'),
  });
  readonly kpis = this.page.locator('#portfolio');
  readonly transactions = this.page.locator('#transactions');
  readonly kpiRange = this.page.getByRole('group', { name: this.text('portfolio:kpis.range') });
  readonly listRange = this.transactions.getByRole('group', {
    name: this.text('transactions:range'),
  });
  readonly loadMore = this.transactions.getByRole('button', {
    name: this.text('transactions:loadMore'),
  });
  readonly csvButton = this.transactions.getByRole('button', {
    name: this.text('transactions:csv.button'),
  });
  readonly empty = this.transactions.getByText(this.text('transactions:empty'));
  readonly rows = this.transactions.locator('tbody tr');

  async open(): Promise<this> {
    await this.openAt(PortfolioPage.PATH);
    await expect(this.heading).toBeVisible();
    return this;
  }

  /** A KPI's value by its `portfolio:kpis.*` name. */
  kpi(name: string): Locator {
    return this.kpis
      .locator('dl > div')
      .filter({ has: this.page.getByText(this.text(`portfolio:kpis.${name}`), { exact: true }) })
      .locator('dd');
  }

  /** A filter button by its translated name (`transactions:` type or filter key). */
  filter(label: string): Locator {
    return this.transactions.getByRole('button', { name: label, exact: true });
  }

  /** The start date of a range group. */
  fromDate(range: Locator): Locator {
    return range.getByLabel(this.text('dateRange:from'), { exact: true });
  }

  /** Presses "load more" until every row is shown; returns how many times it was pressed. */
  async loadAll(): Promise<number> {
    let presses = 0;
    while (await this.loadMore.isVisible()) {
      const before = await this.rows.count();
      await this.loadMore.click();
      await expect(this.rows).not.toHaveCount(before);
      presses += 1;
    }
    return presses;
  }

  /** The rows on screen, each as its cells' text. */
  async shownRows(): Promise<string[][]> {
    // A row's rendered text separates its cells with tabs: one round trip for every row.
    return (await this.rows.allInnerTexts()).map((text) => text.split('\t'));
  }
}
