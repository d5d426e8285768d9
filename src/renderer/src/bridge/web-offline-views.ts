import type { OfflineApi, VaultApi } from '#shared/bridge.ts';
import { inputSchema } from '#shared/bridge-contract.ts';
import { viewOf, withView, type LastViews } from '#shared/offline-view.ts';
import { fail, ok } from '#shared/result.ts';

/**
 * Web mode's last views of the portfolios (issue 22 §3): in this tab's memory only, for its life,
 * never in the browser's storage; erased at every sign-in and at logout, as main erases its own.
 */
export function createMemoryOfflineViews(): { offline: OfflineApi; erase(): void } {
  let views: LastViews = [];
  const offline: OfflineApi = {
    rememberView(view) {
      // What main's schema refuses is refused here too.
      if (!inputSchema('offline:remember-view').safeParse({ view }).success) {
        return Promise.resolve(fail('invalid'));
      }
      views = withView(views, view);
      return Promise.resolve(ok(undefined));
    },
    lastView: (portfolio) => Promise.resolve(viewOf(views, portfolio)),
  };
  return {
    offline,
    erase() {
      views = [];
    },
  };
}

/** The vault, erasing the last views whenever a session starts or ends. */
export function erasingViewsWithSession(vault: VaultApi, views: { erase(): void }): VaultApi {
  return {
    ...vault,
    storeToken(token) {
      views.erase();
      return vault.storeToken(token);
    },
    storeLegacyToken(token, role) {
      views.erase();
      return vault.storeLegacyToken(token, role);
    },
    clear() {
      views.erase();
      return vault.clear();
    },
  };
}
