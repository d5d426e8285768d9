import type { Locator } from '@playwright/test';
import { Screen } from './screen.ts';

type Step = 'welcome' | 'howItWorks' | 'makeDeposit' | 'ready';

/** The investor's walk-through on the dashboard: one dialog per step, Back, Next, Skip, Done. */
export class WalkthroughDialog extends Screen {
  readonly dialog = this.page.getByRole('dialog');
  readonly back = this.button('walkthrough:back');
  readonly next = this.button('walkthrough:next');
  readonly skip = this.button('walkthrough:skip');
  readonly done = this.button('walkthrough:done');

  /** The dialog showing a step, named by its title. */
  step(step: Step): Locator {
    return this.page.getByRole('dialog', { name: this.text(`walkthrough:steps.${step}.title`) });
  }

  private button(key: string): Locator {
    return this.dialog.getByRole('button', { name: this.text(key), exact: true });
  }
}
