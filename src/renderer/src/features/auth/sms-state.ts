/** What /login/sms/code hands to /login/sms/verify (and back) in the history state. */
export interface SmsLoginState {
  mobilePhone: string;
  blaId?: string | null;
  /** Back from /login/sms/verify because the code expired (countdown or server): a new code is offered. */
  codeExpired?: boolean;
}

export function readSmsLoginState(state: unknown): SmsLoginState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { mobilePhone, blaId, codeExpired } = state as Record<string, unknown>;
  if (typeof mobilePhone !== 'string' || mobilePhone === '') return null;
  return {
    mobilePhone,
    blaId: typeof blaId === 'string' ? blaId : null,
    codeExpired: codeExpired === true,
  };
}
