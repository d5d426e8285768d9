import { Notification, type BrowserWindow } from 'electron';
import { createNotifier, type Notifier } from './notifier.ts';

/** The system's notifications, shown only while the app's window is not in focus. */
export function createElectronNotifier(mainWindow: () => BrowserWindow | null): Notifier {
  return createNotifier({
    isSupported: () => Notification.isSupported(),
    windowFocused: () => mainWindow()?.isFocused() ?? false,
    show: ({ title, body }) => new Notification({ title, body }).show(),
  });
}
