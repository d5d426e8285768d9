import type { Locator } from '@playwright/test';
import { figure } from './figures.ts';
import { Screen } from './screen.ts';

/** The borrower's loan overview, on /dashboard and /dashboard/borrower: total left and loans. */
export class BorrowerLoansPage extends Screen {
  readonly overview = this.page.getByRole('region', { name: this.text('borrower:heading') });
  readonly totalLeft = figure(this.overview, this.text('borrower:totalLeft'));
  readonly list = this.overview.getByRole('table', { name: this.text('borrower:list.caption') });
  readonly rows: Locator = this.list.locator('tbody tr');

  /** The links to the fair-credit (reducing-rate) loans' details. */
  readonly fairCreditLinks = this.list.locator('a[href*="/fair-credit-loan/"]');
  /** The links to the fixed-rate loans' details. */
  readonly fixedRateLinks = this.list.locator('a[href*="/fixed-rate-loan/"]');

  /** The link to a loan's detail, once its product is known. */
  loanLink(mambuLoanId: string): Locator {
    return this.list.getByRole('link', {
      name: this.text('borrower:list.loan', { id: mambuLoanId }),
    });
  }

  /** The loan row's row header (the loan's name), linked or not. */
  loanRow(mambuLoanId: string): Locator {
    return this.rows.filter({
      has: this.page.getByRole('rowheader', {
        name: this.text('borrower:list.loan', { id: mambuLoanId }),
      }),
    });
  }
}
