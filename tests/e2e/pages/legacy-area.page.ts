import { Screen } from './screen.ts';

/** /restricted/investor, /restricted/borrower: the legacy user's area of the old service. */
export class LegacyAreaPage extends Screen {
  greeting(firstName: string) {
    return this.page.getByRole('heading', {
      name: this.text('legacy:greeting', { name: firstName }),
    });
  }
}
