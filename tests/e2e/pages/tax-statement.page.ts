import type { Download, Locator } from '@playwright/test';
import { Screen } from './screen.ts';

/** The "Tax statement" section of a portfolio page (issue 22 §1). */
export class TaxStatementSection extends Screen {
  readonly section = this.page.getByRole('region', {
    name: this.text('taxStatement:section.title'),
  });
  readonly prepare = this.section.getByRole('button', {
    name: this.text('taxStatement:section.prepare'),
  });
  readonly year = this.section.getByRole('combobox', {
    name: this.text('taxStatement:section.year'),
  });
  readonly savePdf = this.section.getByRole('button', {
    name: this.text('taxStatement:section.savePdf'),
  });
  readonly saveCsv = this.section.getByRole('button', {
    name: this.text('taxStatement:section.saveCsv'),
  });

  /** A year's option by its label (the current year's says it is unfinished). */
  yearOption(year: number): Locator {
    return this.year.getByRole('option', { name: String(year), exact: true });
  }

  /** Reads the history, picks the year and saves its statement; the browser's download. */
  async save(year: number, button: Locator = this.savePdf): Promise<Download> {
    // The section comes just after the page's first screen: wait for it before asking.
    await this.prepare.or(this.year).first().waitFor();
    if (await this.prepare.isVisible()) await this.prepare.click();
    await this.year.selectOption(String(year));
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    return download;
  }
}
