import { act, render } from '@testing-library/react';
import type { LegacyRole } from '#shared/bridge.ts';
import { createApp } from '../app/create-app.tsx';
import { restoreSession } from '../app/restore-session.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { createFakeApi, type FakeApi } from './fake-api.ts';
import { createFakeBridge, type FakeBridge } from './fake-bridge.ts';
import { envelope, makeProfile } from './fixtures.ts';
import { createManualClock, type ManualClock } from './manual-clock.ts';
import type { UserProfile } from '#shared/api/user.ts';

export interface RenderAppOptions {
  /** The first URL (a memory router). */
  path?: string;
  /** History state of the first entry. */
  state?: unknown;
  /** What the vault holds at start: nothing, a marketplace token, or a legacy token. */
  vault?: 'empty' | 'user' | LegacyRole;
  /** The `GET api/user` answer when the vault holds a marketplace token. */
  profile?: Partial<UserProfile>;
  api?: FakeApi;
  bridge?: FakeBridge;
  /** `web` unless a test needs Electron's behaviour. */
  platform?: 'electron' | 'web';
  /** Where the manual clock starts (epoch ms); its own default otherwise. */
  now?: number;
}

// Every feature's screens (the app loads them on demand), in before a test's first render: a
// screen's first load transforms its modules, which would eat into the test's waiting for it.
const allScreens = import.meta.glob('../features/*/screens.ts');
let screensLoaded: Promise<unknown> | undefined;

/**
 * Renders the whole app (real router, guards, API client and i18n in English) over a fake
 * transport, a fake bridge and a manual clock, after the start-up session restore.
 */
export async function renderApp(options: RenderAppOptions = {}) {
  screensLoaded ??= Promise.all(Object.values(allScreens).map((load) => load()));
  await screensLoaded;
  const api = options.api ?? createFakeApi();
  const vault = options.vault ?? 'empty';
  const bridge =
    options.bridge ??
    createFakeBridge(
      vault === 'empty'
        ? {}
        : vault === 'user'
          ? { token: 'T' }
          : { legacy: { token: 'L', role: vault } },
    );
  if (vault === 'user' && !api.has('GET', 'api/user')) {
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(options.profile)) });
  }
  const clock: ManualClock = createManualClock(options.now);
  const settings = await bridge.settings.get();
  const app = createApp({
    bridge,
    settings,
    platform: options.platform ?? 'web',
    i18n: createI18n(settings.language),
    adapter: api.adapter,
    clock,
    queryRetryDelay: 0,
    initialEntries: [
      options.state === undefined
        ? (options.path ?? '/')
        : { pathname: options.path ?? '/', state: options.state },
    ],
  });
  await restoreSession(app.services);
  const view = render(<app.App />);
  await act(async () => {
    await Promise.resolve();
  });
  return { ...view, app, api, bridge, clock, router: app.router, store: app.services.store };
}

/** The current path of the app's router. */
export function pathOf(result: { router: { state: { location: { pathname: string } } } }) {
  return result.router.state.location.pathname;
}
