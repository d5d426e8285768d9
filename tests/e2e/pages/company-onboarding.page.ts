import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/** A label: the company's wording where it has one, else the person questionnaire's. */
const COMPANY_KEYS = new Set([
  'fields.business_sector',
  'fields.turnover',
  'fields.profit',
  'fields.balance_sheet_total',
  'boxes.is_familiar_with_capital_markets',
  'boxes.origin_of_funds_is_extra_capital',
  'boxes.origin_of_funds_is_asset_sale',
  'boxes.origin_of_funds_is_acquisition',
  'boxes.origin_of_funds_is_other',
]);

/** /onboarding/company/{companyId}/investor/aml: the company AML questionnaire. */
export class CompanyAmlPage extends Screen {
  readonly summary = this.page.getByText(this.text('aml:summary'));
  readonly submit = this.page.getByRole('button', { name: this.text('aml:submit') });
  readonly iban = this.page.getByLabel(this.text('aml:fields.iban'), { exact: true });
  readonly addOwner = this.page.getByRole('button', {
    name: this.text('companyOnboarding:aml.owners.add'),
  });

  async open(companyId: number, companyName: string): Promise<this> {
    await this.openAt(`/onboarding/company/${companyId}/investor/aml`);
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: this.text('companyOnboarding:aml.title', { company: companyName }),
      }),
    ).toBeVisible();
    return this;
  }

  private label(key: string): string {
    return this.text(COMPANY_KEYS.has(key) ? `companyOnboarding:aml.${key}` : `aml:${key}`);
  }

  field(name: string) {
    return this.page.getByLabel(this.label(`fields.${name}`), { exact: true });
  }

  group(name: string) {
    return this.page.getByRole('group', {
      name: this.text(`companyOnboarding:aml.groups.${name}`),
    });
  }

  box(group: string, name: string) {
    return this.group(group).getByRole('checkbox', { name: this.label(`boxes.${name}`) });
  }

  private radio(question: string, answer: 'yes' | 'no') {
    return this.page
      .getByRole('group', { name: question })
      .getByRole('radio', { name: this.text(`aml:${answer}`) });
  }

  pep(answer: 'yes' | 'no') {
    return this.radio(this.text('companyOnboarding:aml.isPep'), answer);
  }

  hasOwners(answer: 'yes' | 'no') {
    return this.radio(this.text('companyOnboarding:aml.owners.question'), answer);
  }

  owner(number: number) {
    const owner = this.page.getByRole('group', {
      name: this.text('companyOnboarding:aml.owners.owner', { number: String(number) }),
    });
    return {
      name: owner.getByLabel(this.text('companyOnboarding:aml.owners.name'), { exact: true }),
      ssn: owner.getByLabel(this.text('companyOnboarding:aml.owners.ssn'), { exact: true }),
    };
  }

  /** Answers every question validly, with one beneficial owner. */
  async fillValid(owner: { name: string; ssn: string }): Promise<void> {
    await this.iban.fill('FI21 1234 5600 0007 85');
    await this.pep('no').check();
    await this.box('investment_vehicles', 'is_familiar_with_capital_markets').check();
    await this.box('investment_services', 'is_familiar_with_asset_management').check();
    await this.box('origin_of_funds', 'origin_of_funds_is_asset_sale').check();
    await this.box('goal_of_investment', 'goal_of_investment_is_generate_returns').check();
    await this.field('business_sector').fill('Consulting');
    await this.field('turnover').fill('450 000');
    await this.field('profit').fill('-12 000,50');
    await this.field('balance_sheet_total').fill('300000');
    await this.field('annual_investment_count').selectOption('five-ten');
    await this.field('annual_investment_amount').selectOption('more-than-fifty');
    await this.field('risk_profile').selectOption('medium');
    await this.hasOwners('yes').check();
    await this.owner(1).name.fill(owner.name);
    await this.owner(1).ssn.fill(owner.ssn);
  }
}

/** /onboarding/company/{companyId}/contract: the company contract's two acceptances. */
export class CompanyContractPage extends Screen {
  readonly heading = this.page.getByRole('heading', {
    level: 1,
    name: this.text('companyOnboarding:contract.title'),
  });
  readonly risk = this.page.getByRole('checkbox', {
    name: this.text('companyOnboarding:contract.risk'),
  });
  readonly terms = this.page.getByRole('checkbox', {
    name: this.text('companyOnboarding:contract.terms'),
  });
  readonly sign = this.page.getByRole('button', {
    name: this.text('companyOnboarding:contract.sign'),
  });
}
