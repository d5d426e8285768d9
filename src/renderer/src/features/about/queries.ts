import { queryOptions } from '@tanstack/react-query';
import type { DesktopBridge } from '#shared/bridge.ts';

export const aboutKeys = {
  appInfo: ['about', 'app-info'] as const,
};

/** The app's version and platform: fixed for the life of the window. */
export function appInfoQuery(bridge: DesktopBridge) {
  return queryOptions({
    queryKey: aboutKeys.appInfo,
    queryFn: () => bridge.app.info(),
    staleTime: Infinity,
  });
}
