import { describe, expect, it, vi } from 'vitest';
import { createWebNotifications, type BrowserNotifications } from './web-notifications.ts';

function browser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const state = { permission };
  const fake = {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(() => {
      state.permission = answer;
      return Promise.resolve(answer);
    }),
    show: vi.fn(),
  } satisfies BrowserNotifications;
  return fake;
}

const note = { title: 'Autosell complete', body: 'Your withdrawal is on its way.' };

describe('web notifications', () => {
  it('shows nothing while the page has the focus', async () => {
    const b = browser('granted');
    expect(await createWebNotifications(() => true, b).notify(note)).toBe('focused');
    expect(b.show).not.toHaveBeenCalled();
  });

  it('shows the browser notification when allowed and the page is not focused', async () => {
    const b = browser('granted');
    expect(await createWebNotifications(() => false, b).notify(note)).toBe('shown');
    expect(b.show).toHaveBeenCalledWith(note.title, note.body);
  });

  it('asks for permission once, and shows nothing when it is refused', async () => {
    const refused = browser('default', 'denied');
    expect(await createWebNotifications(() => false, refused).notify(note)).toBe('unsupported');
    expect(refused.requestPermission).toHaveBeenCalledTimes(1);
    expect(refused.show).not.toHaveBeenCalled();
    const granted = browser('default', 'granted');
    expect(await createWebNotifications(() => false, granted).notify(note)).toBe('shown');
  });

  it('says unsupported where the browser has no notifications', async () => {
    expect(await createWebNotifications(() => false, null).notify(note)).toBe('unsupported');
  });
});
