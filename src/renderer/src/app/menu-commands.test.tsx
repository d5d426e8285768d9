import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf, renderApp } from '../test/render-app.tsx';

describe('application menu commands', () => {
  it('Help → About opens the About view', async () => {
    const view = await renderApp({ path: '/dashboard/profile', vault: 'user' });
    await waitFor(() => expect(pathOf(view)).toBe('/dashboard/profile'));
    act(() => view.bridge.menuCommand('about'));
    await waitFor(() => expect(pathOf(view)).toBe('/about'));
  });

  it('Help → Customer service brings the focus to the contact link', async () => {
    const view = await renderApp({ path: '/login' });
    const contact = await screen.findByRole('link', { name: 'Contact us' });
    expect(document.activeElement).not.toBe(contact);
    act(() => view.bridge.menuCommand('customer-service'));
    expect(document.activeElement).toBe(contact);
  });

  it('Help → Save diagnostics… saves through main and says so, signed in or not', async () => {
    const view = await renderApp({ path: '/login' });
    await screen.findByRole('link', { name: 'Contact us' });
    act(() => view.bridge.menuCommand('save-diagnostics'));
    expect(await screen.findByText('Diagnostics saved.')).toBeTruthy();
    expect(view.bridge.app.saveDiagnostics).toHaveBeenCalledTimes(1);
  });

  it('says when the diagnostics could not be saved, and nothing when the user cancels', async () => {
    const view = await renderApp({ path: '/login' });
    await screen.findByRole('link', { name: 'Contact us' });
    view.bridge.app.saveDiagnostics.mockResolvedValueOnce({ status: 'canceled' });
    act(() => view.bridge.menuCommand('save-diagnostics'));
    await waitFor(() => expect(view.bridge.app.saveDiagnostics).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Diagnostics saved.')).toBeNull();
    view.bridge.app.saveDiagnostics.mockResolvedValueOnce({ status: 'failed', reason: 'io' });
    act(() => view.bridge.menuCommand('save-diagnostics'));
    expect(await screen.findByText('The diagnostics file could not be saved.')).toBeTruthy();
  });

  it('stops listening when the app is disposed', async () => {
    const view = await renderApp({ path: '/login' });
    await waitFor(() => expect(pathOf(view)).toBe('/login/sms/code'));
    view.app.dispose();
    view.bridge.menuCommand('about');
    expect(pathOf(view)).toBe('/login/sms/code');
  });
});
