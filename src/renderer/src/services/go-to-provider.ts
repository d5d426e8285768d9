import type { DesktopBridge } from '#shared/bridge.ts';

export type ProviderOutcome =
  /** Web mode: this tab is on its way to the provider page. */
  | 'left'
  /** Electron: the page is open in the system browser; the callback comes as a deep link. */
  | 'waiting'
  | 'failed';

export interface ProviderDeps {
  bridge: Pick<DesktopBridge, 'deepLinks' | 'app'>;
  platform: 'electron' | 'web';
}

/** Web mode: this tab leaves for a provider page (the provider returns to a route of the app). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * Sends the user to a third-party page that returns to the app (the bank's strong
 * identification, the document check). In the browser this tab goes there. In Electron the
 * system browser opens it and the callback comes back as a deep link, so main is first told to
 * expect this `state`: only callbacks this app started are accepted.
 */
export async function goToProvider(
  deps: ProviderDeps,
  target: { redirectUrl: string; state: string | null },
  assign: (url: string) => void = leaveFor,
): Promise<ProviderOutcome> {
  if (deps.platform === 'web') {
    assign(target.redirectUrl);
    return 'left';
  }
  // Without a state main could not tell this callback from a forged one, and would drop it.
  if (!target.state) return 'failed';
  const expected = await deps.bridge.deepLinks.expectCallback(target.state);
  if (!expected.ok) return 'failed';
  const opened = await deps.bridge.app.openExternal(target.redirectUrl);
  return opened.ok ? 'waiting' : 'failed';
}
