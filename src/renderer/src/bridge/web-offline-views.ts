import type { OfflineApi, VaultApi } from '#shared/bridge.ts';
import type { LastViews } from '#shared/offline-view.ts';
import { fail, ok } from '#shared/result.ts';
import { accepts } from './web-accepts.ts';

// With its schemas (zod): loaded when a view is first kept or read, not with the bridge.
const offlineView = () => import('#shared/offline-view.ts');

/**
 * Web mode's last views of the portfolios (issue 22 §3): in this tab's memory only, for its life,
 * never in the browser's storage; erased at every sign-in and at logout, as main erases its own.
 */
export function createMemoryOfflineViews(): { offline: OfflineApi; erase(): void } {
  let views: LastViews = [];
  // Counts the erasures: a view asked to be kept before one is not kept after it.
  let session = 0;
  const offline: OfflineApi = {
    async rememberView(view) {
      const keptIn = session;
      // What main's schema refuses is refused here too.
      const [valid, { withView }] = await Promise.all([
        accepts('offline:remember-view', { view }),
        offlineView(),
      ]);
      if (!valid) return fail('invalid');
      if (keptIn === session) views = withView(views, view);
      return ok(undefined);
    },
    lastView: async (portfolio) => (await offlineView()).viewOf(views, portfolio),
  };
  return {
    offline,
    erase() {
      views = [];
      session += 1;
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
