import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/** The add-company modal (/dashboard/add-company/{companyId?}), opened from the company dropdown. */
export class AddCompanyModal extends Screen {
  readonly dialog = this.page.getByRole('dialog', { name: this.text('company:add.title') });
  readonly businessCode = this.dialog.getByLabel(this.text('company:add.businessCode'));
  readonly submit = this.dialog.getByRole('button', { name: this.text('company:add.submit') });
  readonly success = this.dialog.getByText(this.text('company:add.success'));
  readonly continue = this.dialog.getByRole('link', { name: this.text('company:add.continue') });
  readonly alert = this.dialog.getByRole('alert');

  private readonly nav = this.page.getByRole('navigation', { name: this.text('shell:nav.label') });

  /** By "Add company" in the company dropdown of the navigation bar. */
  async openFromNav(): Promise<this> {
    await this.nav.getByRole('button', { name: this.text('shell:nav.companies') }).click();
    await this.nav.getByRole('link', { name: this.text('shell:nav.addCompany') }).click();
    await expect(this.page).toHaveURL(/\/dashboard\/add-company$/);
    await expect(this.dialog).toBeVisible();
    return this;
  }

  async add(businessCode: string): Promise<void> {
    await this.businessCode.fill(businessCode);
    await this.submit.click();
  }
}
