import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

export const FOREIGN_INVESTOR_FORM = '/register/foreign-investor/provide-details';

/** /register/foreign-investor/provide-details: the foreign investor's details before the passport check. */
export class ForeignInvestorPage extends Screen {
  readonly heading = this.page.getByRole('heading', { level: 1, name: this.text('foreign:title') });
  readonly summary = this.page.getByText(this.text('foreign:summary'));
  readonly submit = this.page.getByRole('button', { name: this.text('foreign:submit') });
  readonly country = this.field('country');
  readonly taxNumber = this.page.getByLabel(this.text('foreign:fields.tax_identification_number'));
  readonly passportExpiry = this.page.getByLabel(this.text('foreign:fields.passport_expiry_date'));
  readonly terms = this.page.getByRole('checkbox', {
    name: this.text('foreign:fields.is_checked_terms_and_conditions'),
  });
  /** The link that opens the terms modal. */
  readonly termsLink = this.page.getByRole('link', {
    name: this.text('foreign:terms.openTerms'),
    exact: true,
  });

  async open(): Promise<this> {
    await this.openAt(FOREIGN_INVESTOR_FORM);
    await expect(this.page).toHaveURL(new RegExp(`${FOREIGN_INVESTOR_FORM}$`));
    return this;
  }

  /** A field by its `foreign:fields.*` name (the label, exactly). */
  field(name: string) {
    return this.page.getByLabel(this.text(`foreign:fields.${name}`), { exact: true });
  }

  /** The answer (yes or no) to whether the person is a US citizen or tax resident. */
  american(answer: 'yes' | 'no') {
    return this.page
      .getByRole('group', { name: this.text('foreign:fields.is_american') })
      .getByRole('radio', { name: this.text(`foreign:${answer}`) });
  }

  /** Fills every field with a valid German investor (not American) and ticks the terms. */
  async fillValid(): Promise<void> {
    await this.field('given_name').fill('Anna');
    await this.field('family_name').fill('Schmidt');
    await this.field('birthdate').fill('1983-04-17');
    await this.field('line1').fill('Kastanienallee 12');
    await this.field('postcode').fill('10435');
    await this.field('city').fill('Berlin');
    await this.field('country').selectOption('DE');
    await this.field('nationality').selectOption('DE');
    await this.field('passport_number').fill('C01X00T47');
    await this.field('passport_expiry_date').fill('2034-05-01');
    await this.american('no').check();
    await this.terms.check();
  }
}
