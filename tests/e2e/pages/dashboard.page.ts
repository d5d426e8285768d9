import { Screen } from './screen.ts';

/** /dashboard: the greeting by first name. */
export class DashboardPage extends Screen {
  greeting(firstName: string) {
    return this.page.getByRole('heading', {
      name: this.text('dashboard:greeting', { name: firstName }),
    });
  }
}
