import type { VerificationState } from '#shared/domain/verification.ts';
import { atom } from 'jotai';
import type { LegacyRole } from '#shared/bridge.ts';
import { DEFAULT_LANGUAGE, type AppLanguage } from '#shared/languages.ts';
import { z } from 'zod';
import { resetIdentityAtom } from './identity.ts';
import { persistedAtom, writeStored } from './persisted.ts';
import { LEGACY_CAN_BE_ONBOARDED_KEY } from './stored-keys.ts';
import { THEME_CHOICES, THEME_STORAGE_KEY, applyTheme, type ThemeChoice } from './theme.ts';

/**
 * All client and session state of the renderer, in one module. Server state lives in
 * react-query (query-key factories per feature); these atoms hold what the server does not.
 */

export type Session =
  | { kind: 'anonymous' }
  /** Signed in to the marketplace: the profile comes from `GET api/user`. */
  | { kind: 'user' }
  /** Signed in to the legacy (pre-2019) system, with its role. */
  | { kind: 'legacy'; role: LegacyRole };

export const ANONYMOUS: Session = { kind: 'anonymous' };

export const sessionAtom = atom<Session>(ANONYMOUS);

/**
 * The legacy login's `can_be_onboarded`: the legacy investor is offered the start-investing
 * panel only when true. Kept in localStorage, since the vault restores only the token and role.
 */
export const legacyCanBeOnboardedAtom = persistedAtom(
  'local',
  LEGACY_CAN_BE_ONBOARDED_KEY,
  z.boolean(),
);

/** Foreign identity verification (verification_error_code): 0 ok; 2, 4, 6 rejected; else processing. */
export type ForeignVerification = VerificationState;

export const languageAtom = atom<AppLanguage>(DEFAULT_LANGUAGE);

/**
 * The gateway could not be reached (a network error or no response; never a 4xx or 5xx): set by
 * the API client, cleared by its next answer. The shell shows one offline banner for it.
 */
export const gatewayUnreachableAtom = atom(false);

/** Set by a 403 'Latest terms and conditions has not been signed'; cleared by accepting. */
export const mustAcceptTermsAtom = atom(false);

/** Borrower onboarding paths: kept in localStorage for the next login (spec: Session). */
export const BORROWER_ONBOARDING_PATH =
  /^\/(borrower\/onboarding|dashboard\/borrower\/loan-application)(\/|\?|#|$)/;
export const REDIRECT_PATH_STORAGE_KEY = 'vertaislaina.redirectPath';

/**
 * Where to go after the next login; read once by takePostLoginRedirectAtom. A borrower
 * onboarding path (with its query: loan amount, term, affiliate codes) is also remembered in
 * localStorage, so that it survives the bank round trip and a restart.
 */
export const postLoginRedirectAtom = persistedAtom('local', REDIRECT_PATH_STORAGE_KEY, z.string());

/** Stores the post-login path; only a borrower onboarding path is remembered in localStorage. */
export const rememberPostLoginRedirectAtom = atom(null, (_get, set, path: string) => {
  set(postLoginRedirectAtom, path);
  if (!BORROWER_ONBOARDING_PATH.test(path)) writeStored('local', REDIRECT_PATH_STORAGE_KEY, null);
});

/** Returns the stored post-login path and forgets it (used once). */
export const takePostLoginRedirectAtom = atom(null, (get, set): string | null => {
  const path = get(postLoginRedirectAtom);
  set(postLoginRedirectAtom, null);
  return path;
});

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';
export interface Toast {
  id: number;
  /** An i18n key. */
  messageKey: string;
  tone: ToastTone;
  /** Stays until dismissed: for what the user may not be there to see at once (a session timeout). */
  persistent?: boolean;
}

export const toastsAtom = atom<readonly Toast[]>([]);

let nextToastId = 1;
export const pushToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>): number => {
  const id = nextToastId++;
  set(toastsAtom, [...get(toastsAtom), { ...toast, id }]);
  return id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/**
 * How many forms hold what the user typed and has not sent (useUnsavedWork): the session
 * timeout's warning says it will be lost.
 */
export const unsavedFormsAtom = atom(0);

/** Logout or 401: everything about the signed-in user goes; the language stays. */
export const resetSessionStateAtom = atom(null, (_get, set) => {
  set(sessionAtom, ANONYMOUS);
  set(mustAcceptTermsAtom, false);
  set(postLoginRedirectAtom, null);
  set(legacyCanBeOnboardedAtom, null);
  set(resetIdentityAtom);
});

const storedThemeAtom = persistedAtom('local', THEME_STORAGE_KEY, z.enum(THEME_CHOICES));

/** The profile's theme setting, kept on this device; setting it applies it to the page at once. */
export const themeAtom = atom(
  (get): ThemeChoice => get(storedThemeAtom) ?? 'system',
  (_get, set, choice: ThemeChoice) => {
    set(storedThemeAtom, choice);
    applyTheme(document.documentElement, choice);
  },
);
