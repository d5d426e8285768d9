import type { NotificationOutcome, NotificationRequest } from '#shared/bridge.ts';

/** What the notifier needs of Electron: the window's focus and the system's notifications. */
export interface NotificationPlatform {
  isSupported(): boolean;
  /** Whether the app's main window exists and has the focus. */
  windowFocused(): boolean;
  show(request: NotificationRequest): void;
}

/**
 * Shows a native notification only while the app's window is not focused: with the window in
 * front, the page itself says what happened (investor.md §4 Withdrawal with autosell, issue 9).
 */
export function createNotifier(platform: NotificationPlatform) {
  return {
    notify(request: NotificationRequest): NotificationOutcome {
      if (platform.windowFocused()) return 'focused';
      if (!platform.isSupported()) return 'unsupported';
      platform.show(request);
      return 'shown';
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
