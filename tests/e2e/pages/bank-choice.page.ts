import { expect } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * The bank choice (/login/bank, /register/identity-verification, investor onboarding): the
 * terms box, its modal link and one button per bank or the mobile certificate. On /login/bank
 * also the broker variant's headings and the links to the other ways of logging in.
 */
export class BankChoicePage extends Screen {
  readonly heading = this.page.getByRole('heading', { name: this.text('bank:title') });
  readonly brokerHeading = this.page.getByRole('heading', { name: this.text('bank:titleBroker') });
  /** The login page's own heading in the broker variant. */
  readonly brokerLoginHeading = this.page.getByRole('heading', {
    level: 1,
    name: this.text('auth:headingBroker'),
  });
  readonly loading = this.page.getByRole('status').filter({ hasText: this.text('common:loading') });
  /** The message that the terms must be accepted first. */
  readonly termsNeeded = this.page.getByText(this.text('validation:acceptTerms'));
  readonly otherMethods = this.page.getByRole('navigation', {
    name: this.text('auth:methods.label'),
  });

  /** Opens a bank choice (bank login by default), with an optional query (`?blaId=7001`). */
  async open(path = '/login/bank', query = ''): Promise<this> {
    await this.openAt(path, query);
    return this;
  }

  /** The terms box, by the label of a `bank:termsCheckbox.*` key (its modal link is inside). */
  termsBox(key = 'bank:termsCheckbox.terms') {
    return this.page.getByRole('checkbox', { name: this.text(key).replace(/<\/?modal>/g, '') });
  }

  /** The link inside the terms box's label that opens the terms modal. */
  termsLink(key = 'bank:termsCheckbox.terms') {
    const linkText = /<modal>(.*)<\/modal>/.exec(this.text(key))?.[1] ?? '';
    return this.page.getByRole('link', { name: linkText, exact: true });
  }

  /** A method's button, by its `bank:names.*` key. */
  method(nameKey = 'bank:names.nordea') {
    return this.page.getByRole('button', { name: this.text(nameKey), exact: true });
  }

  /** Chooses a method; the browser goes to the (simulated) bank's page. */
  async choose(nameKey = 'bank:names.nordea'): Promise<void> {
    await expect(this.method(nameKey)).toBeEnabled();
    await this.method(nameKey).click();
    await expect(this.page).toHaveURL(/\/__sandbox\/providers\/bank\/authorize\?/);
  }

  /** A link to another way of logging in (`bank`, `email`, `sms`) in their navigation. */
  otherMethod(method: 'bank' | 'email' | 'sms') {
    return this.otherMethods.getByRole('link', { name: this.text(`auth:methods.${method}`) });
  }

  /** A link to another way of logging in (`bank`, `email`, `sms`), anywhere on the page. */
  methodLink(method: 'bank' | 'email' | 'sms') {
    return this.page.getByRole('link', { name: this.text(`auth:methods.${method}`) });
  }
}
