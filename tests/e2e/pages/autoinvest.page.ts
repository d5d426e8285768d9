import { Screen } from './screen.ts';

/**
 * The autoinvest switch on the fair-credit portfolio page and its confirmation
 * (`…/fair-credit-portfolio/autoinvest`) with Yes and Close.
 */
export class AutoinvestPanel extends Screen {
  static readonly CONFIRMATION_PATH = /\/dashboard\/investor\/fair-credit-portfolio\/autoinvest$/;
  static readonly PORTFOLIO_PATH = /\/dashboard\/investor\/fair-credit-portfolio$/;

  readonly switch = this.page.getByRole('switch', { name: this.text('autoinvest:switch') });
  readonly heading = this.page.getByRole('heading', { name: this.text('autoinvest:title') });
  readonly confirmation = this.page.getByRole('dialog', {
    name: this.text('autoinvest:off.title'),
  });
  readonly yes = this.confirmation.getByRole('button', { name: this.text('autoinvest:off.yes') });
  readonly close = this.confirmation.getByRole('button', {
    name: this.text('autoinvest:off.close'),
  });
}
