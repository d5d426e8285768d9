import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/** /dashboard/profile: details, consents, language, theme, documents and companies. */
export class ProfilePage extends Screen {
  readonly heading = this.page.getByRole('heading', { level: 1, name: this.text('profile:title') });
  readonly emailConsent = this.page.getByRole('checkbox', {
    name: this.text('profile:consent.email'),
  });
  readonly smsConsent = this.page.getByRole('checkbox', { name: this.text('profile:consent.sms') });
  readonly language = this.page.getByRole('combobox', {
    name: this.text('profile:language.label'),
  });
  /** The theme setting: the system's, light or dark. */
  readonly theme = this.page.getByRole('combobox', { name: this.text('profile:theme.label') });

  /** By the profile link of the navigation bar (the dashboard leads on from /dashboard). */
  async openFromNav(): Promise<this> {
    await this.page
      .getByRole('navigation', { name: this.text('shell:nav.label') })
      .getByRole('link', { name: this.text('shell:nav.profile') })
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
