import type { DesktopBridge, MenuCommand } from '#shared/bridge.ts';
import { CONTACT_US_ID } from '../features/shell/index.ts';
import type { Toast } from '../state/atoms.ts';
import { PATHS } from '../navigation/paths.ts';

export interface MenuCommandDeps {
  navigate: (to: string) => void;
  document: Document;
  toast: (toast: Omit<Toast, 'id'>) => void;
}

/**
 * Help → Save diagnostics…: main asks where, builds and saves the zip; the outcome is a toast, as
 * the menu works on every page, signed in or not (when the gateway is down, most of all).
 */
async function saveDiagnostics(bridge: DesktopBridge, deps: MenuCommandDeps): Promise<void> {
  const result = await bridge.app.saveDiagnostics().catch(() => null);
  if (result?.status === 'canceled') return;
  deps.toast(
    result?.status === 'saved'
      ? { messageKey: 'shell:diagnosticsSaved', tone: 'success' }
      : { messageKey: 'profile:diagnostics.failed', tone: 'danger' },
  );
}

/**
 * Carries out the application menu's commands. Customer service has no page of its own: the
 * footer's contact link (on every page) gets the focus, so Enter opens the contact page.
 */
export function handleMenuCommands(bridge: DesktopBridge, deps: MenuCommandDeps): () => void {
  const run: Record<MenuCommand, () => void> = {
    // The About view says the version and what the policy fixes.
    about: () => deps.navigate(PATHS.about),
    // Focusing scrolls the link into view.
    'customer-service': () => deps.document.getElementById(CONTACT_US_ID)?.focus(),
    'save-diagnostics': () => void saveDiagnostics(bridge, deps),
  };
  return bridge.app.onMenuCommand((command) => run[command]());
}
