import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

export const PERSON_AML = '/onboarding/investor/aml';

/** /onboarding/investor/aml: the person AML questionnaire of investor onboarding. */
export class PersonAmlPage extends Screen {
  readonly heading = this.page.getByRole('heading', { level: 1, name: this.text('aml:title') });
  readonly summary = this.page.getByText(this.text('aml:summary'));
  readonly submit = this.page.getByRole('button', { name: this.text('aml:submit') });
  readonly iban = this.field('iban');
  readonly profession = this.field('profession');

  async open(): Promise<this> {
    await this.openAt(PERSON_AML);
    await expect(this.heading).toBeVisible();
    return this;
  }

  /** A field by its `aml:fields.*` name (the label, exactly). */
  field(name: string) {
    return this.page.getByLabel(this.text(`aml:fields.${name}`), { exact: true });
  }

  /** A checkbox group by its `aml:groups.*` name. */
  group(name: string) {
    return this.page.getByRole('group', { name: this.text(`aml:groups.${name}`) });
  }

  /** A box by its `aml:boxes.*` name, within its group. */
  box(group: string, name: string) {
    return this.group(group).getByRole('checkbox', { name: this.text(`aml:boxes.${name}`) });
  }

  pep(answer: 'yes' | 'no') {
    return this.page
      .getByRole('group', { name: this.text('aml:fields.is_pep') })
      .getByRole('radio', { name: this.text(`aml:${answer}`) });
  }

  /** Answers every question validly. */
  async fillValid(): Promise<void> {
    await this.iban.fill('FI21 1234 5600 0007 85');
    await this.pep('no').check();
    await this.box('investment_vehicles', 'is_familiar_with_bonds').check();
    await this.box('investment_services', 'is_familiar_with_investment_advice').check();
    await this.box('professional_situation', 'is_employee').check();
    await this.box('origin_of_invested_assets', 'origin_of_invested_assets_is_salary').check();
    await this.box('goal_of_investment', 'goal_of_investment_is_savings').check();
    await this.profession.fill('Engineer');
    await this.field('monthly_gross_income_amount').fill('4200');
    await this.field('total_assets_amount').fill('25000');
    await this.field('annual_investment_count').selectOption('five-ten');
    await this.field('annual_investment_amount').selectOption('five-thousands');
    await this.field('risk_profile').selectOption('medium');
  }
}
