import type { NotificationsApi } from '#shared/bridge.ts';

/** The browser's Notification API, as far as the web bridge uses it. */
export interface BrowserNotifications {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  show(title: string, body: string): void;
}

/** Notifications in web mode: the browser's, only while the page does not have the focus. */
export function createWebNotifications(
  hasFocus: () => boolean,
  browser: BrowserNotifications | null,
): NotificationsApi {
  return {
    async notify({ title, body }) {
      if (hasFocus()) return 'focused';
      if (!browser) return 'unsupported';
      const permission =
        browser.permission === 'default' ? await browser.requestPermission() : browser.permission;
      if (permission !== 'granted') return 'unsupported';
      browser.show(title, body);
      return 'shown';
    },
  };
}

/** The window's Notification API, or null where the browser has none. */
export function browserNotificationsOf(win: Window): BrowserNotifications | null {
  // lib.dom declares Notification as a global, not as a member of Window.
  const api = (win as Window & { Notification?: typeof Notification }).Notification;
  if (!api) return null;
  return {
    get permission() {
      return api.permission;
    },
    requestPermission: () => api.requestPermission(),
    show: (title, body) => void new api(title, { body }),
  };
}
