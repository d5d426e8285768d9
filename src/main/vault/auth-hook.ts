import { applyAuthorization, apiUrlFilter, authorizationForRequest } from './auth-header.ts';
import { frameOf, originHeaderOf, type FrameLike } from './requester.ts';
import type { TokenVault } from './types.ts';

/** The fields of Electron's `onBeforeSendHeaders` details that the hook reads. */
export interface HookDetails {
  url: string;
  initiatorOrigin?: string;
  frame?: FrameLike | null;
  requestHeaders: Record<string, string>;
}

/** The part of Electron's `session.webRequest` the hook uses. */
export interface HeaderHook {
  onBeforeSendHeaders(
    filter: { urls: string[] },
    listener: (
      details: HookDetails,
      callback: (response: { requestHeaders: Record<string, string> }) => void,
    ) => void,
  ): void;
}

/**
 * Main adds the bearer token to the app's own API requests; the renderer never holds it, and a
 * request from anyone else (a provider's frame, another origin) never carries it (requester.ts).
 */
export function installAuthHeader(
  session: { webRequest: HeaderHook },
  apiOrigin: string,
  appOrigins: readonly string[],
  vault: Pick<TokenVault, 'tokens'>,
): void {
  session.webRequest.onBeforeSendHeaders({ urls: apiUrlFilter(apiOrigin) }, (details, callback) => {
    const source = {
      initiatorOrigin: details.initiatorOrigin,
      originHeader: originHeaderOf(details.requestHeaders),
      frame: frameOf(details.frame),
    };
    const tokens = vault.tokens();
    const decision = authorizationForRequest(details.url, apiOrigin, tokens, source, appOrigins);
    callback({ requestHeaders: applyAuthorization(details.requestHeaders, decision) });
  });
}
