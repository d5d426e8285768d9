import { Screen } from './screen.ts';

/**
 * /dashboard: the greeting by first name and the tiles; for a foreign investor whose document
 * check is still processing, the waiting screen instead.
 */
export class DashboardPage extends Screen {
  readonly verificationInProgress = this.page.getByRole('heading', {
    name: this.text('onfido:inProgress.title'),
  });
  readonly verificationRetryNote = this.page.getByText(this.text('onfido:inProgress.retry'));

  greeting(firstName: string) {
    return this.page.getByRole('heading', {
      name: this.text('dashboard:greeting', { name: firstName }),
    });
  }

  /** A tile's heading, by its `dashboard:tiles.*` name (`loans`, `investments`, `profile`). */
  tile(name: 'loans' | 'investments' | 'profile') {
    return this.page.getByRole('heading', { name: this.text(`dashboard:tiles.${name}.title`) });
  }
}
