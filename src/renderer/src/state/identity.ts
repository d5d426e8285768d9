import { atom } from 'jotai';
import { z } from 'zod';
import { AUTH_GOALS, registerRequest } from '#shared/api/identity.ts';
import { persistedAtom } from './persisted.ts';

/**
 * State of strong identification and registration (bank login, /register, investor
 * onboarding). Kept in sessionStorage too: in web mode the bank page replaces the app, and a
 * reload must not lose a registration half way.
 */

export const IDENTITY_STORAGE_KEYS = {
  callback: 'vertaislaina.identityCallback',
  broker: 'vertaislaina.broker',
  registration: 'vertaislaina.registration',
  foreign: 'vertaislaina.foreignOnboarding',
} as const;

const goal = z.enum(AUTH_GOALS).nullable();

/** What the identity callback answered when the person has no account yet. */
export const identityCallbackState = z.object({
  state: z.string().min(1),
  goal,
  isOver18: z.boolean().nullable(),
  blaId: z.string().nullable(),
  /** The identity comes from the foreign-investor (document) verification. */
  foreign: z.boolean(),
});
export type IdentityCallbackState = z.infer<typeof identityCallbackState>;

export const identityCallbackAtom = persistedAtom(
  'session',
  IDENTITY_STORAGE_KEYS.callback,
  identityCallbackState,
);

/** The broker variant of bank login: `?blaId=…&fromBroker=…`. */
export const brokerState = z.object({
  blaId: z.string().min(1),
  fromBroker: z.string().nullable(),
});
export type BrokerState = z.infer<typeof brokerState>;

export const brokerAtom = persistedAtom('session', IDENTITY_STORAGE_KEYS.broker, brokerState);

/** The details posted to the register endpoint: the phone-verification step needs them. */
export const registrationState = z.object({
  body: registerRequest,
  /** The `state` to verify with (the register answer's). */
  state: z.string().min(1),
  goal,
  blaId: z.string().nullable(),
  foreign: z.boolean(),
});
export type RegistrationState = z.infer<typeof registrationState>;

export const registrationAtom = persistedAtom(
  'session',
  IDENTITY_STORAGE_KEYS.registration,
  registrationState,
);

/**
 * The user continues as a foreign investor (no Finnish bank credentials): set when the bank
 * page is cancelled (the callback then opens the foreign-investor form) and by that form when it
 * sends the person to document verification; cleared when a bank identification starts.
 * Registration then uses the foreign endpoints and continues to the investor AML step.
 */
export const foreignOnboardingAtom = persistedAtom(
  'session',
  IDENTITY_STORAGE_KEYS.foreign,
  z.boolean(),
);

/** Logout, or a completed registration: the identification and registration state goes. */
export const resetIdentityAtom = atom(null, (_get, set) => {
  set(identityCallbackAtom, null);
  set(brokerAtom, null);
  set(registrationAtom, null);
  set(foreignOnboardingAtom, null);
});
