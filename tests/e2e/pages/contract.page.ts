import { Screen } from './screen.ts';

/** /onboarding/investor/contract: the investor contract, its confirmation and the sign button. */
export class ContractPage extends Screen {
  readonly heading = this.page.getByRole('heading', {
    level: 1,
    name: this.text('contract:title'),
  });
  readonly document = this.page.getByRole('document', {
    name: this.text('contract:documentLabel'),
  });
  readonly confirm = this.page.getByRole('checkbox', { name: this.text('contract:confirm') });
  readonly sign = this.page.getByRole('button', { name: this.text('contract:sign') });
  readonly priceListLink = this.page.getByRole('link', {
    name: this.text('contract:priceListLink'),
  });

  /** Goes to the contract path; a user without an unsigned deposit is sent elsewhere. */
  async visit(): Promise<void> {
    await this.openAt('/onboarding/investor/contract');
  }

  async open(): Promise<this> {
    await this.visit();
    await this.heading.waitFor();
    return this;
  }
}
