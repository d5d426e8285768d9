import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('/dashboard', () => {
  it('greets by first name and shows the loan, investment and profile tiles', async () => {
    const app = await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { first_name: 'Pekka' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pekka!' });
    expect(screen.getByRole('link', { name: 'Go to loans' }).getAttribute('href')).toBe(
      '/dashboard/borrower',
    );
    expect(screen.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Read about investing' }));
    expect(app.bridge.app.openExternal).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual({ event: 'page_view', path: '/dashboard' });
  });

  it('hides the loan tile from users outside FI', async () => {
    await renderApp({ path: '/dashboard', vault: 'user', profile: { nationality: 'EE' } });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
    expect(screen.queryByRole('link', { name: 'Go to loans' })).toBeNull();
  });
});
