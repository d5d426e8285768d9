import { toApiLanguage } from '#shared/languages.ts';
import { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import type { i18n as I18n } from 'i18next';
import { createStore } from 'jotai';
import {
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  type InitialEntry,
} from 'react-router-dom';
import type { DesktopBridge, Settings } from '#shared/bridge.ts';
import { createApiClient, type ApiClientOptions } from '../api/client.ts';
import { retryQuery } from '../api/retry.ts';
import {
  gatewayUnreachableAtom,
  languageAtom,
  mustAcceptTermsAtom,
  pushToastAtom,
} from '../state/atoms.ts';
import { systemClock, type Clock } from '../services/clock.ts';
import { deepLinkPath } from './deep-links.ts';
import { createGatewayRetry } from '../services/gateway-retry.ts';
import { syncLanguage } from './language-sync.ts';
import { handleMenuCommands } from './menu-commands.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './routes.tsx';
import type { AppServices } from '../services/app-services.ts';
import { createSessionController } from '../services/session.ts';

export interface CreateAppOptions {
  bridge: DesktopBridge;
  settings: Settings;
  platform: 'electron' | 'web';
  /** Ready in `settings.language` (the app: create-lazy-i18n.ts; tests: create-i18n.ts). */
  i18n: I18n;
  requestHook?: ApiClientOptions['requestHook'];
  /** Tests: the HTTP transport. */
  adapter?: AxiosAdapter;
  clock?: Clock;
  /** Tests: a memory router starting at these entries instead of the browser's location. */
  initialEntries?: InitialEntry[];
  /** Tests: no waiting between query retries. */
  queryRetryDelay?: number;
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

export type AppServicesOptions = Omit<CreateAppOptions, 'i18n' | 'initialEntries'>;

/**
 * The renderer's services (state store, query cache, API client, session, gateway retry),
 * without the router: the start restores the session with them while the router and i18n are
 * still to be built (start-app.tsx). `attachRouter` hands them the router once it exists.
 */
export function createAppServices(options: AppServicesOptions) {
  const { bridge, settings } = options;
  const store = createStore();
  store.set(languageAtom, settings.language);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryQuery,
        ...(options.queryRetryDelay === undefined ? {} : { retryDelay: options.queryRetryDelay }),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

  // The session navigates through the router, which is created last: a navigation asked for
  // before it exists (a session ended while the start builds it) is made once it is attached.
  let router: AppRouter | null = null;
  let pending: { to: string; replace: boolean } | null = null;
  const navigate = (to: string, replace: boolean) => {
    if (router) void router.navigate(to, { replace });
    else pending = { to, replace };
  };
  const session = createSessionController({
    bridge,
    store,
    queryClient,
    navigate: (to) => navigate(to, true),
    platform: options.platform,
  });
  const api = createApiClient({
    apiBaseUrl: settings.apiBaseUrl,
    ...(options.requestHook ? { requestHook: options.requestHook } : {}),
    ...(options.adapter ? { adapter: options.adapter } : {}),
    onUnauthorized: () => void session.end(),
    onTermsNotSigned: () => store.set(mustAcceptTermsAtom, true),
    language: () => toApiLanguage(store.get(languageAtom)),
    onReachability: (reachable) => store.set(gatewayUnreachableAtom, !reachable),
  });
  const clock = options.clock ?? systemClock;
  const gateway = createGatewayRetry({
    store,
    clock,
    // What failed is asked again: the queries on screen, or else the last unanswered GET.
    async retry() {
      const failed = (query: { state: { status: string } }) => query.state.status === 'error';
      if (queryClient.getQueryCache().findAll({ type: 'active', predicate: failed }).length > 0) {
        await queryClient.refetchQueries({ type: 'active', predicate: failed });
      } else {
        await api.probe();
      }
    },
  });
  const services: AppServices = {
    bridge,
    api,
    store,
    queryClient,
    clock,
    platform: options.platform,
    settings,
    session,
    gateway,
  };
  return {
    services,
    /** The gateway retry itself (the services see only `retryNow`), for the app's dispose. */
    gateway,
    attachRouter(created: AppRouter) {
      router = created;
      if (pending) navigate(pending.to, pending.replace);
      pending = null;
    },
  };
}

type PreparedServices = ReturnType<typeof createAppServices>;

/** The hash of a memory router's entry (`''` when it has none). */
function hashOf(entry: InitialEntry | undefined): string {
  if (entry === undefined) return '';
  return typeof entry === 'string' ? new URL(entry, 'http://app.invalid').hash : (entry.hash ?? '');
}

/**
 * Builds the renderer: its services (or those the start prepared, `prepared`), i18n and the
 * router.
 */
export function createApp(
  options: CreateAppOptions,
  prepared: PreparedServices = createAppServices(options),
) {
  const { bridge, i18n } = options;
  const { services, gateway } = prepared;
  const { store, queryClient } = services;
  const navigate = (to: string, replace: boolean) => {
    void appRouter.navigate(to, { replace });
  };

  // Subscribed before the router exists: its first load may switch the language (locale suffix).
  const stopLanguageSync = syncLanguage(services, i18n);
  const created: { router?: AppRouter } = {};
  const initialHash = options.initialEntries
    ? hashOf(options.initialEntries[0])
    : window.location.hash;
  const routes = createRoutes({
    setLanguage: (language) => store.set(languageAtom, language),
    // The first load may run while the router is being made, before `created` holds it.
    loadingHash: () => {
      if (created.router === undefined) return initialHash;
      const { navigation, location } = created.router.state;
      return (navigation.location ?? location).hash;
    },
  });
  const appRouter = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  created.router = appRouter;
  prepared.attachRouter(appRouter);

  const stopDeepLinks = bridge.deepLinks.onDeepLink((link) => navigate(deepLinkPath(link), false));
  const stopMenuCommands = handleMenuCommands(bridge, {
    navigate: (to) => navigate(to, false),
    document,
    toast: (toast) => store.set(pushToastAtom, toast),
  });

  function App() {
    return (
      <AppProviders services={services} i18n={i18n}>
        <RouterProvider router={appRouter} />
      </AppProviders>
    );
  }

  return {
    App,
    router: appRouter,
    services,
    i18n,
    dispose() {
      stopLanguageSync();
      stopDeepLinks();
      gateway.dispose();
      stopMenuCommands();
      appRouter.dispose();
      queryClient.clear();
    },
  };
}

export type RendererApp = ReturnType<typeof createApp>;
