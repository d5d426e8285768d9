import { Screen } from './screen.ts';

/**
 * The registration details step (…/provide-details of /register, investor onboarding and the
 * foreign investor's onboarding): phone, e-mail and its confirmation.
 */
export class RegisterDetailsPage extends Screen {
  readonly phone = this.page.getByLabel(this.text('register:details.phoneLabel'));
  readonly email = this.page.getByLabel(this.text('register:details.emailLabel'), { exact: true });
  readonly confirmEmail = this.page.getByLabel(this.text('register:details.confirmEmailLabel'));
  readonly submit = this.page.getByRole('button', { name: this.text('register:details.submit') });
  readonly pasteBlocked = this.page.getByText(this.text('register:details.pasteBlocked'));

  /** Fills phone, e-mail and its confirmation (the e-mail again unless told) and continues. */
  async fill(phone: string, email: string, confirm = email): Promise<void> {
    await this.phone.fill(phone);
    await this.email.fill(email);
    await this.confirmEmail.fill(confirm);
    await this.submit.click();
  }
}
