/**
 * The settings an administrator can fix by policy beside the API and the download folder, with
 * their defaults. Main validates the policy against these; the renderer shows them; the update
 * checker, the logger and the session timeout read them.
 */

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 15;
/**
 * The range a policy may set. At least 2: the session warns 60 seconds before it ends, so one
 * minute would warn the moment the user stops typing. At most a working day.
 */
export const SESSION_TIMEOUT_MINUTES = { min: 2, max: 480 } as const;

/**
 * `off`: no update checks; `builtIn`: the feed the app was built with (no policy says
 * otherwise); `feed`: the administrator's own feed (an https URL, http only on loopback).
 */
export type UpdatesSetting = { kind: 'off' } | { kind: 'builtIn' } | { kind: 'feed'; url: string };

/** The settings a policy can fix, as the renderer's `Settings.lockedByPolicy` names them. */
export const LOCKABLE_SETTINGS = [
  'apiBaseUrl',
  'sandbox',
  'downloadFolder',
  'updates',
  'sessionTimeoutMinutes',
  'logLevel',
] as const;
export type LockableSetting = (typeof LOCKABLE_SETTINGS)[number];
