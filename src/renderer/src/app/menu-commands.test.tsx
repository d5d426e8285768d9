import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pathOf, renderApp } from '../test/render-app.tsx';

describe('application menu commands', () => {
  it('Help → About opens the settings view', async () => {
    const view = await renderApp({ path: '/dashboard/profile', vault: 'user' });
    await waitFor(() => expect(pathOf(view)).toBe('/dashboard/profile'));
    act(() => view.bridge.menuCommand('about'));
    await waitFor(() => expect(pathOf(view)).toBe('/dashboard/settings'));
  });

  it('Help → Customer service brings the focus to the contact link', async () => {
    const view = await renderApp({ path: '/login' });
    const contact = await screen.findByRole('link', { name: 'Contact us' });
    expect(document.activeElement).not.toBe(contact);
    act(() => view.bridge.menuCommand('customer-service'));
    expect(document.activeElement).toBe(contact);
  });

  it('says so when Save diagnostics… has no handler yet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await renderApp({ path: '/login' });
    act(() => view.bridge.menuCommand('save-diagnostics'));
    expect(warn).toHaveBeenCalledWith('menu: save-diagnostics has no handler');
    warn.mockRestore();
  });

  it('stops listening when the app is disposed', async () => {
    const view = await renderApp({ path: '/login' });
    await waitFor(() => expect(pathOf(view)).toBe('/login/sms/code'));
    view.app.dispose();
    view.bridge.menuCommand('about');
    expect(pathOf(view)).toBe('/login/sms/code');
  });
});
