/** What /login/sms/code hands to /login/sms/verify (and back) in the history state. */
export interface SmsLoginState {
  mobilePhone: string;
  blaId?: string | null;
}

export function readSmsLoginState(state: unknown): SmsLoginState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { mobilePhone, blaId } = state as Record<string, unknown>;
  if (typeof mobilePhone !== 'string' || mobilePhone === '') return null;
  return { mobilePhone, blaId: typeof blaId === 'string' ? blaId : null };
}
