import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { stayingOnDashboard } from '../../test/fixtures.ts';

const REGISTER = /credit register is under maintenance/i;
const AUTOINVEST = /autoinvest will be turned off/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const notices = () => screen.getByRole('status', { name: 'Service notices' });

afterEach(() => {
  cleanup();
});

describe('NoticeBanner', () => {
  it('shows a notice inside its window and takes it away when the window ends', async () => {
    const { clock } = await renderApp({ now: Date.parse('2020-09-27T20:00:00+03:00') });
    expect(within(notices()).getByText(REGISTER)).toBeTruthy();
    // The window ends at midnight in Helsinki: four hours on, the banner has looked again.
    act(() => clock.advance(4 * 60 * 60 * 1000));
    expect(within(notices()).queryByText(REGISTER)).toBeNull();
  });

  it('shows nothing before a window opens, and the notice when it opens', async () => {
    const { clock } = await renderApp({ now: Date.parse('2020-09-25T23:00:00+03:00') });
    expect(within(notices()).queryByText(REGISTER)).toBeNull();
    act(() => clock.advance(60 * 60 * 1000));
    expect(within(notices()).getByText(REGISTER)).toBeTruthy();
  });

  it('shows an investors’ notice to an investor and not to an anonymous user', async () => {
    const now = Date.parse('2021-03-01T12:00:00+02:00');
    await renderApp({ now });
    expect(within(notices()).queryByText(AUTOINVEST)).toBeNull();
    cleanup();

    await renderApp({ now, vault: 'user', profile: stayingOnDashboard, path: '/dashboard' });
    expect(await within(notices()).findByText(AUTOINVEST)).toBeTruthy();
  });

  it('remembers a closed notice for the session, by its id', async () => {
    const now = Date.parse('2020-09-26T12:00:00+03:00');
    await renderApp({ now });
    // The register's own notice (the interest cap's is in force that day too).
    const register = within(notices()).getByText(REGISTER).parentElement;
    if (!register) throw new Error('no notice item');
    fireEvent.click(within(register).getByRole('button', { name: 'Close this notice' }));
    expect(within(notices()).queryByText(REGISTER)).toBeNull();
    expect(window.sessionStorage.getItem('vertaislaina.dismissedNotices')).toBe(
      JSON.stringify(['credit-register-maintenance-2020-09']),
    );
    cleanup();

    // A new start of the app in the same session: the notice stays closed.
    const again = await renderApp({ now: now + DAY_MS / 4 });
    expect(within(notices()).queryByText(REGISTER)).toBeNull();
    expect(again.clock.now()).toBe(now + DAY_MS / 4);
  });
});
