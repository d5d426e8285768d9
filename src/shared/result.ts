/** Failures cross process boundaries as values, never as thrown errors. */
export type Result<T, R extends string = string> =
  { ok: true; value: T } | { ok: false; reason: R; message?: string };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <R extends string>(reason: R, message?: string): Result<never, R> =>
  message === undefined ? { ok: false, reason } : { ok: false, reason, message };
