import { Screen } from './screen.ts';

/** /register/rejected: a person under 18 cannot register. */
export class RegisterRejectedPage extends Screen {
  readonly heading = this.page.getByRole('heading', { name: this.text('register:rejected.title') });
  readonly reason = this.page.getByText(this.text('register:rejected.text'));
  readonly backHome = this.page.getByRole('button', {
    name: this.text('register:rejected.backHome'),
  });
}
