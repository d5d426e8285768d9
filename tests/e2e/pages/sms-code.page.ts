import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/** /login/sms/code: the phone number step of SMS login. */
export class SmsCodePage extends Screen {
  readonly phone = this.page.getByLabel(this.text('auth:sms.phoneLabel'));
  readonly submit = this.page.getByRole('button', { name: this.text('auth:sms.submit') });
  readonly resend = this.page.getByRole('button', { name: this.text('auth:sms.resend') });

  async open(): Promise<this> {
    await this.openAt('/login/sms/code');
    await expect(this.page).toHaveURL(/\/login\/sms\/code$/);
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
}
