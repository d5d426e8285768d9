import type { Page } from '@playwright/test';
import { t, urlSuffix, type Lang } from '../support/i18n.ts';

/**
 * What every page model has: the page, the language its user reads the app in, and the app's
 * own text for a key in that language (controls are found by role and translated name).
 */
export abstract class Screen {
  readonly page: Page;
  readonly lang: Lang;

  constructor(page: Page, lang: Lang = 'en') {
    this.page = page;
    this.lang = lang;
  }

  text(key: string, vars: Record<string, string> = {}): string {
    return t(this.lang, key, vars);
  }

  /** An alert that says the text of a key (e.g. `errors:serverError`). */
  alertSaying(key: string) {
    return this.page.getByRole('alert').filter({ hasText: this.text(key) });
  }

  /**
   * Opens a path with the language suffix, which switches the app's language (and is removed from
   * the URL again); `query` (`?blaId=7001`) is kept.
   */
  protected async openAt(path: string, query = ''): Promise<void> {
    await this.page.goto(`${path}/${urlSuffix(this.lang)}${query}`);
  }
}
