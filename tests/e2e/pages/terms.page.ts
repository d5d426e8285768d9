import { Screen } from './screen.ts';

/** /terms-and-conditions: the updated terms a user must accept before going on. */
export class TermsPage extends Screen {
  readonly heading = this.page.getByRole('heading', { name: this.text('terms:title') });
  readonly notAcceptingNote = this.page.getByText(this.text('terms:notAcceptingNote'));
  readonly document = this.page.getByRole('document', { name: this.text('terms:documentLabel') });
  readonly accept = this.page.getByRole('button', { name: this.text('terms:accept') });
}
