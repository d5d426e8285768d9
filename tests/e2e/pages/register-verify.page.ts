import { Screen } from './screen.ts';

/** The registration's verify-phone-number step: the code sent to the phone given before. */
export class RegisterVerifyPage extends Screen {
  readonly code = this.page.getByLabel(this.text('register:verify.codeLabel'));
  readonly submit = this.page.getByRole('button', { name: this.text('register:verify.submit') });

  /** The intro that names the number the code went to (as the app normalised it). */
  intro(phone: string) {
    return this.page.getByText(this.text('register:verify.intro', { phone }));
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.submit.click();
  }
}
