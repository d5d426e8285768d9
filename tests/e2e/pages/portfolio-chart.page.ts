import type { Locator } from '@playwright/test';
import { Screen } from './screen.ts';

/**
 * The portfolio chart under the KPIs (#portfolio): its picture, the focusable reader whose keys
 * move the readout, the readout line above the plot and the polite live region that says it.
 */
export class PortfolioChart extends Screen {
  readonly figure = this.page.locator('#portfolio figure');
  readonly reader = this.figure.getByRole('application', {
    name: this.text('chart:reader.portfolio'),
  });
  readonly picture = this.reader.getByRole('img');
  /** The value axis' labels and then the date axis' (SVG texts, in drawing order). */
  readonly tickLabels: Locator = this.picture.locator('text');
  /** The line of values above the plot: the date, then each line's name and value. */
  readonly readout = this.figure.locator('p');
  readonly announcement = this.figure.getByRole('status');
}
