import type { Locator } from '@playwright/test';
import { figure } from './figures.ts';
import { Screen } from './screen.ts';

/**
 * /dashboard/borrower/fair-credit-loan/{id} and /fixed-rate-loan/{id}: the unpaid banner, the
 * summary, the next installment, the rate chart (reducing product) and the payment plan; in debt
 * collection only the debt-collection screen.
 */
export class BorrowerLoanPage extends Screen {
  static readonly FAIR_PATH = /\/dashboard\/borrower\/fair-credit-loan\/[^/]+$/;
  static readonly FIXED_PATH = /\/dashboard\/borrower\/fixed-rate-loan\/[^/]+$/;

  readonly unpaidBanner = this.page
    .getByRole('alert')
    .filter({ hasText: this.text('borrower:detail.unpaid') });
  readonly summary = this.page.getByRole('region', {
    name: this.text('borrower:detail.summary.title'),
  });
  readonly nextInstallment = this.page.getByRole('region', {
    name: this.text('borrower:detail.next.title'),
  });
  readonly noInstallment = this.nextInstallment.getByText(this.text('borrower:detail.next.none'));
  readonly rateChart = this.page.getByRole('region', {
    name: this.text('borrower:detail.chart.title'),
  });
  readonly rateChartImage = this.rateChart.getByRole('img', {
    name: this.text('borrower:detail.chart.label'),
  });
  readonly plan = this.page.getByRole('table', { name: this.text('borrower:detail.plan.title') });
  readonly planRows: Locator = this.plan.locator('tbody tr');
  readonly loadMore = this.page.getByRole('button', {
    name: this.text('common:plan.loadMore'),
  });
  readonly loadLess = this.page.getByRole('button', {
    name: this.text('common:plan.loadLess'),
  });
  readonly debtCollection = this.page.getByRole('heading', {
    level: 1,
    name: this.text('borrower:debtCollection.title'),
  });
  readonly debtCollectionBack = this.page.getByRole('link', {
    name: this.text('borrower:debtCollection.back'),
  });

  heading(mambuLoanId: string): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: this.text('borrower:detail.title', { id: mambuLoanId }),
    });
  }

  /** A figure of a region's `<dl>`: the value next to the term of a key. */
  figure(region: Locator, termKey: string): Locator {
    return figure(region, this.text(termKey));
  }

  /** The next installment's reference number, as shown. */
  readonly reference = this.figure(this.nextInstallment, 'borrower:detail.next.reference');
  readonly nextDueDate = this.figure(this.nextInstallment, 'borrower:detail.next.dueDate');
  readonly effectiveInterest = this.figure(this.summary, 'borrower:detail.summary.effective');
  readonly paidOutOn = this.figure(this.summary, 'borrower:detail.summary.paidOut');

  async open(path: string): Promise<void> {
    await this.openAt(path);
  }
}
