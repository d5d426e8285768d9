import { Screen } from './screen.ts';

/**
 * What every screen has around it: the navigation bar (menus, login, register, logout), the
 * language switcher, the footer and the toast region.
 */
export class Shell extends Screen {
  readonly nav = this.page.getByRole('navigation', { name: this.text('shell:nav.label') });
  readonly footer = this.page.getByRole('navigation', { name: this.text('shell:footer.label') });
  // Exact: "Language of Portfolio Performance" on the portfolio page is another select.
  readonly language = this.page.getByRole('combobox', {
    name: this.text('shell:language.label'),
    exact: true,
  });
  readonly toasts = this.page.getByRole('status', { name: this.text('common:notifications') });

  /** A link of the navigation bar, by its `shell:nav.*` key. */
  navLink(key: string) {
    return this.nav.getByRole('link', { name: this.text(`shell:nav.${key}`) });
  }

  /** A button (a menu, or logout) of the navigation bar, by its `shell:nav.*` key. */
  navButton(key: string) {
    return this.nav.getByRole('button', { name: this.text(`shell:nav.${key}`) });
  }

  /** A footer link, by its `shell:footer.*` key. */
  footerLink(key: string) {
    return this.footer.getByRole('link', { name: this.text(`shell:footer.${key}`) });
  }

  /** A toast with the text of a key (e.g. `errors:smsCodeExpired`). */
  toast(key: string) {
    return this.toasts.getByText(this.text(key));
  }

  async logOut(): Promise<void> {
    await this.navButton('logout').click();
  }

  /** Switches the language with the switcher (its label in the language shown now). */
  async switchLanguage(to: string): Promise<void> {
    await this.language.selectOption(to);
  }
}
