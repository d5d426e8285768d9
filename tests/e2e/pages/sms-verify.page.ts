import { Screen } from './screen.ts';

/** /login/sms/verify: the four-digit code step of SMS login, with its countdown. */
export class SmsVerifyPage extends Screen {
  readonly code = this.page.getByLabel(this.text('auth:verify.codeLabel'));
  readonly submit = this.page.getByRole('button', { name: this.text('auth:verify.submit') });
  readonly timer = this.page.getByRole('timer', { name: this.text('auth:verify.timeLeft') });
  /** On the sandbox: the note that shows the code its simulated SMS service delivered. */
  readonly sandboxSms = this.page.getByRole('note', { name: this.text('sandbox:sms.label') });

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.submit.click();
  }

  /** The code the sandbox note shows. */
  async sandboxCode(): Promise<string> {
    return /(\d{4})\.?$/.exec((await this.sandboxSms.textContent()) ?? '')?.[1] ?? '';
  }
}
