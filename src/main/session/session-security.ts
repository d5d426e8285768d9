import type { Session } from 'electron';
import { permissionAllowed } from './permissions.ts';

/**
 * The default session's permission handlers (deny all but what permissions.ts allows), and the
 * CSP header on the dev server's pages (the packaged app's scheme handler sets its own).
 */
export function secureSession(
  ses: Session,
  origins: {
    app: readonly string[];
    api: string | null;
    devServer: string | null;
  },
  csp: () => string,
): void {
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details.requestingUrl, origins.app, origins.api)),
  );
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(permission, requestingOrigin, origins.app, origins.api),
  );
  ses.setDevicePermissionHandler(() => false);
  if (origins.devServer) {
    ses.webRequest.onHeadersReceived({ urls: [`${origins.devServer}/*`] }, (details, callback) => {
      callback({
        responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp()] },
      });
    });
  }
}
