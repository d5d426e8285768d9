import { Screen } from './screen.ts';

/** /onfido/rejected: the document check rejected the foreign investor. */
export class OnfidoRejectedPage extends Screen {
  readonly heading = this.page.getByRole('heading', {
    name: this.text('auth:onfidoRejected.title'),
  });
}
