import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/** /dashboard/profile: details, consents, language, documents and companies. */
export class ProfilePage extends Screen {
  readonly heading = this.page.getByRole('heading', { level: 1, name: this.text('profile:title') });
  readonly emailConsent = this.page.getByRole('checkbox', {
    name: this.text('profile:consent.email'),
  });
  readonly smsConsent = this.page.getByRole('checkbox', { name: this.text('profile:consent.sms') });
  readonly language = this.page.getByRole('combobox', {
    name: this.text('profile:language.label'),
  });

  /** From the dashboard, by its profile tile. */
  async openFromDashboard(): Promise<this> {
    await this.page
      .getByRole('link', { name: this.text('dashboard:tiles.profile.action') })
      .click();
    await expect(this.page).toHaveURL(/\/dashboard\/profile$/);
    await expect(this.heading).toBeVisible();
    return this;
  }

  /** The download button of a document of a type, created on a date (DD.MM.YYYY). */
  documentButton(type: string, date: string, within = this.page.locator('body')) {
    return within.getByRole('button', {
      name: this.text('profile:documents.downloadLabel', {
        name: this.text(`profile:documents.types.${type}`),
        date,
      }),
    });
  }

  company(name: string) {
    return this.page.getByRole('article', { name });
  }

  serverError() {
    return this.alertSaying('errors:serverError');
  }
}
