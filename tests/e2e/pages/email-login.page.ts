import { Screen } from './screen.ts';

/** /login/email: username and password of the legacy system. */
export class EmailLoginPage extends Screen {
  readonly heading = this.page.getByRole('heading', { name: this.text('auth:email.title') });
  readonly username = this.page.getByLabel(this.text('auth:email.usernameLabel'));
  readonly password = this.page.getByLabel(this.text('auth:email.passwordLabel'), { exact: true });
  readonly submit = this.page.getByRole('button', { name: this.text('auth:email.submit') });

  async open(): Promise<this> {
    await this.openAt('/login/email');
    return this;
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
