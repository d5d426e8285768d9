import type { Download } from '@playwright/test';
import type { PortfolioPage } from './portfolio.page.ts';

/**
 * "Export for Portfolio Performance" in the portfolio's transactions: the language of Portfolio
 * Performance, the button, and the download it makes.
 */
export class PortfolioPerformanceExport {
  readonly group;
  readonly language;
  readonly button;
  private readonly portfolio: PortfolioPage;

  constructor(portfolio: PortfolioPage) {
    this.portfolio = portfolio;
    this.group = portfolio.transactions.getByRole('group', {
      name: portfolio.text('ppExport:title'),
    });
    this.language = this.group.getByRole('combobox', {
      name: portfolio.text('ppExport:language'),
    });
    this.button = this.group.getByRole('button', { name: portfolio.text('ppExport:button') });
  }

  /** Saves the file in Portfolio Performance's language `code` (en, fi, de). */
  async save(code: string): Promise<Download> {
    await this.language.selectOption(code);
    const [download] = await Promise.all([
      this.portfolio.page.waitForEvent('download'),
      this.button.click(),
    ]);
    return download;
  }
}
