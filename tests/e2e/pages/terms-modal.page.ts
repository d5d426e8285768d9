import { Screen } from './screen.ts';

/**
 * The terms modal (`…/terms-and-conditions`, `…/terms-and-conditions-and-price-list` over the
 * bank choice or the foreign investor form): links to the documents, Accept and Close.
 */
export class TermsModal extends Screen {
  /** Any open dialog, e.g. to see that none is left. */
  readonly anyDialog = this.page.getByRole('dialog');
  readonly accept = this.anyDialog.getByRole('button', { name: this.text('terms:modal.accept') });
  readonly close = this.anyDialog.getByRole('button', { name: this.text('terms:modal.close') });

  /** The dialog by its title (`titleTerms` or `titlePriceList`). */
  dialog(title: 'titleTerms' | 'titlePriceList' = 'titleTerms') {
    return this.page.getByRole('dialog', { name: this.text(`terms:modal.${title}`) });
  }

  /** A document's link in the dialog (`terms`, `privacyPolicy`, `priceList`). */
  documentLink(key: 'terms' | 'privacyPolicy' | 'priceList') {
    return this.anyDialog.getByRole('link', { name: this.text(`terms:modal.${key}`) });
  }
}
