import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * /login/sms/code: the phone number step of SMS login, with the sandbox's demo persona panel
 * and the links to the other ways of logging in.
 */
export class SmsCodePage extends Screen {
  readonly heading = this.page.getByRole('heading', { name: this.text('auth:sms.title') });
  readonly phone = this.page.getByLabel(this.text('auth:sms.phoneLabel'));
  readonly submit = this.page.getByRole('button', { name: this.text('auth:sms.submit') });
  readonly resend = this.page.getByRole('button', { name: this.text('auth:sms.resend') });
  readonly serverError = this.alertSaying('errors:serverError');

  /** Opens the step, with an optional query (`?blaId=7001`, which the app keeps). */
  async open(query = ''): Promise<this> {
    await this.openAt('/login/sms/code', query);
    const keptQuery = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(this.page).toHaveURL(new RegExp(`/login/sms/code${keptQuery}$`));
    return this;
  }

  async requestCode(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await this.submit.click();
  }

  /** A link to another way of logging in (`bank`, `email`, `sms`). */
  methodLink(method: 'bank' | 'email' | 'sms') {
    return this.page.getByRole('link', { name: this.text(`auth:methods.${method}`) });
  }

  /** The sandbox's demo panel: opens it and fills in a persona's phone number (by full name). */
  async useSandboxPersona(fullName: string): Promise<void> {
    await this.page.getByText(this.text('sandbox:personas.title')).click();
    await this.page
      .getByRole('button', { name: this.text('sandbox:personas.use', { name: fullName }) })
      .click();
  }
}
