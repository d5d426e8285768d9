import type { DesktopBridge, MenuCommand } from '#shared/bridge.ts';
import { CONTACT_US_ID } from '../features/shell/index.ts';

/** Help → About opens the settings view, which says the version and what policy fixes. */
export const ABOUT_PATH = '/dashboard/settings';

export interface MenuCommandDeps {
  navigate: (to: string) => void;
  document: Document;
  /** Help → Save diagnostics…; the integrator passes the diagnostics service's call here. */
  saveDiagnostics?: () => void;
}

/**
 * Carries out the application menu's commands. Customer service has no page of its own: the
 * footer's contact link (on every page) gets the focus, so Enter opens the contact page.
 */
export function handleMenuCommands(bridge: DesktopBridge, deps: MenuCommandDeps): () => void {
  const run: Record<MenuCommand, () => void> = {
    about: () => deps.navigate(ABOUT_PATH),
    // Focusing scrolls the link into view.
    'customer-service': () => deps.document.getElementById(CONTACT_US_ID)?.focus(),
    'save-diagnostics':
      deps.saveDiagnostics ?? (() => console.warn('menu: save-diagnostics has no handler')),
  };
  return bridge.app.onMenuCommand((command) => run[command]());
}
