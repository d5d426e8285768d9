import { PATHS } from '../../navigation/paths.ts';
export type LoginMethod = 'sms' | 'bank' | 'email';

export const LOGIN_METHODS: ReadonlyArray<{ method: LoginMethod; to: string; labelKey: string }> = [
  { method: 'sms', to: PATHS.loginSmsCode, labelKey: 'auth:methods.sms' },
  { method: 'bank', to: PATHS.loginBank, labelKey: 'auth:methods.bank' },
  { method: 'email', to: PATHS.loginEmail, labelKey: 'auth:methods.email' },
];

export function currentLoginMethod(pathname: string): LoginMethod | null {
  if (pathname.startsWith(PATHS.loginSms)) return 'sms';
  if (pathname.startsWith(PATHS.loginBank)) return 'bank';
  if (pathname.startsWith(PATHS.loginEmail)) return 'email';
  return null;
}

/**
 * The other login methods shown under the form: never the current one; in the broker variant
 * (bank login with blaId) the SMS and e-mail links are hidden.
 */
export function otherLoginMethods(pathname: string, broker: boolean) {
  const current = currentLoginMethod(pathname);
  return LOGIN_METHODS.filter(
    ({ method }) => method !== current && !(broker && (method === 'sms' || method === 'email')),
  );
}
