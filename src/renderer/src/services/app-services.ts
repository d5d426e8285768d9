import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { DesktopBridge, Settings } from '#shared/bridge.ts';
import type { ApiClient } from '../api/client.ts';
import type { Clock } from './clock.ts';
import type { GatewayRetry } from './gateway-retry.ts';
import type { SessionController } from './session.ts';
import type { Store } from '../state/store.ts';

/** What features need from the app, provided once through context (tests pass fakes). */
export interface AppServices {
  bridge: DesktopBridge;
  api: ApiClient;
  store: Store;
  queryClient: QueryClient;
  clock: Clock;
  platform: 'electron' | 'web';
  /** The settings at start: the API origin, and whether the embedded sandbox serves it. */
  settings: Settings;
  session: SessionController;
  /** Retries while the gateway cannot be reached (the offline banner's button). */
  gateway: Pick<GatewayRetry, 'retryNow'>;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <AppProviders>');
  return services;
}
