import { normalizeBlaId } from '../../navigation/post-login.ts';
import type {
  AuthGoal,
  IdentityCallbackPayload,
  TeliaCallbackRequest,
} from '#shared/api/identity.ts';
import { PATHS } from '../../navigation/paths.ts';

/** Where the identity callback leads (borrower-and-shared §4 Registration). */
export const CALLBACK_PATHS = {
  loanApplication: PATHS.loanApplication,
  dashboard: PATHS.dashboard,
  investorDetails: PATHS.investorDetails,
  rejected: PATHS.registerRejected,
  foreignDetails: PATHS.foreignInvestorDetails,
  registerDetails: PATHS.registerDetails,
  registerIdentification: `${PATHS.registerIdentification}?error=identification-failed`,
  userDoesNotExist: `${PATHS.loginBank}?error=user-does-not-exists`,
  scaAuthFailed: `${PATHS.investorIdentification}?error=sca-auth-failed`,
} as const;

export type CallbackStart =
  /** Post the callback with this body. */
  | { kind: 'post'; body: TeliaCallbackRequest }
  /** Nothing to post: the provider reported an error, or the state is missing. */
  | { kind: 'navigate'; to: string };

/** Reads the callback query: `error` goes back to register identity verification. */
export function startCallback(query: URLSearchParams): CallbackStart {
  const state = query.get('state');
  if (query.has('error') || !state) {
    return { kind: 'navigate', to: CALLBACK_PATHS.registerIdentification };
  }
  return {
    kind: 'post',
    body: {
      code: query.get('code'),
      state,
      session_state: query.get('session_state'),
      status: query.get('status'),
    },
  };
}

export interface IdentityResult {
  state: string;
  goal: AuthGoal | null;
  isOver18: boolean | null;
  blaId: string | null;
}

export type CallbackOutcome =
  /** The person has an account: store the token, start the session and go on. */
  | { kind: 'session'; token: string; blaId: string | null; to: string }
  /** No account yet: keep the identity for registration and go to the next step. */
  | { kind: 'identity'; identity: IdentityResult; to: string; foreign: boolean }
  | { kind: 'navigate'; to: string }
  /** Any other failure: the callback page says so. */
  | { kind: 'failed' };

/**
 * The callback's answer, branch by branch: a token → loan application (blaId) or dashboard;
 * otherwise status `cancel` → the foreign-investor form; the investor goal → investor details;
 * not over 18 → rejected; else → register details.
 */
export function callbackOutcome(
  payload: IdentityCallbackPayload,
  request: TeliaCallbackRequest,
  storedBlaId: string | null,
): CallbackOutcome {
  const blaId = normalizeBlaId(payload.blaId, storedBlaId);
  if (payload.token) {
    return {
      kind: 'session',
      token: payload.token,
      blaId,
      to: blaId ? CALLBACK_PATHS.loanApplication : CALLBACK_PATHS.dashboard,
    };
  }
  const identity: IdentityResult = {
    state: payload.state ?? request.state,
    goal: payload.goal ?? null,
    isOver18: payload.is_over_18 ?? null,
    blaId,
  };
  const next = (to: string, foreign = false): CallbackOutcome => ({
    kind: 'identity',
    identity,
    to,
    foreign,
  });
  // Cancelled at the bank: no Finnish bank identity, whatever the goal (a foreigner).
  if (request.status === 'cancel') return next(CALLBACK_PATHS.foreignDetails, true);
  if (payload.goal === 'investor') return next(CALLBACK_PATHS.investorDetails);
  if (payload.is_over_18 === false) return next(CALLBACK_PATHS.rejected);
  return next(CALLBACK_PATHS.registerDetails);
}

/** A failed callback call: 400 → user does not exist; 403 → SCA failed; else a failure. */
export function callbackFailure(status: number | null): CallbackOutcome {
  if (status === 400) return { kind: 'navigate', to: CALLBACK_PATHS.userDoesNotExist };
  if (status === 403) return { kind: 'navigate', to: CALLBACK_PATHS.scaAuthFailed };
  return { kind: 'failed' };
}
