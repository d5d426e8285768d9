import { originOf } from '../origins/app-origin.ts';

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/;
const LOCAL_NETWORK = new Set(['local-network-access', 'loopback-network', 'local-network']);

/**
 * Every permission is denied, with one exception: Chromium's Local Network Access check for our
 * own renderer talking to a loopback API (the embedded sandbox or a local gateway).
 */
export function permissionAllowed(
  permission: string,
  requestingUrl: string,
  appOrigins: readonly string[],
  apiOrigin: string | null,
): boolean {
  if (!LOCAL_NETWORK.has(permission)) return false;
  const origin = originOf(requestingUrl);
  return (
    origin !== null && appOrigins.includes(origin) && apiOrigin !== null && LOOPBACK.test(apiOrigin)
  );
}
