/**
 * The allowed `vertaislaina://` routes. Anything else parses to `unknown` and is dropped.
 * The embedded bank-data frame (Kreditz) has none: its success and failure reach the app as the
 * frame's messages, checked by origin, so `kreditz/success` and `kreditz/failure` are in-app
 * routes only, and a link from outside cannot claim a bank-data outcome.
 * The parser lives in ./deep-links-parse.ts so that this file stays the contract.
 */
export const DEEP_LINK_SCHEME = 'vertaislaina';

export type DeepLink =
  | {
      kind: 'auth/callback';
      code?: string;
      state?: string;
      session_state?: string;
      status?: string;
      error?: string;
    }
  | { kind: 'tink-callback'; code?: string; state?: string; error?: string }
  | { kind: 'onfido/redirect'; state: string };

export type DeepLinkKind = DeepLink['kind'];

export type ParsedDeepLink = DeepLink | { kind: 'unknown'; reason: string };

/** The renderer route that each deep link is delivered to, with its query. */
export const DEEP_LINK_ROUTE: Record<DeepLinkKind, string> = {
  'auth/callback': '/auth/callback',
  'tink-callback': '/tink-callback',
  'onfido/redirect': '/onfido/redirect',
};
