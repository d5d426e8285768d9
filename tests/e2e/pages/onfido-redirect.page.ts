import { Screen } from './screen.ts';

/**
 * /onfido/redirect (the e-mail's retry link, `vertaislaina://onfido/redirect` on the desktop):
 * nothing happens until the user confirms; Continue asks for a new document check.
 */
export class OnfidoRedirectPage extends Screen {
  readonly continue = this.page.getByRole('button', {
    name: this.text('onfido:redirect.continue'),
  });
  readonly failed = this.page.getByText(this.text('onfido:redirect.failed'));
  readonly backHome = this.page.getByRole('link', { name: this.text('onfido:backHome') });

  async open(state: string): Promise<this> {
    await this.openAt('/onfido/redirect', `?state=${encodeURIComponent(state)}`);
    return this;
  }
}
