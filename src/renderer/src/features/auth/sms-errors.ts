import type { TFunction } from 'i18next';
import { SMS_CODE_ERRORS, type SmsCodeError } from '#shared/api/auth.ts';
import { SERVER_ERROR_KEY, type ApiError } from '../../api/errors.ts';

const CODE_KEYS: Record<SmsCodeError, string> = {
  CODE_INVALID: 'auth:verify.errors.CODE_INVALID',
  CODE_EXPIRED: 'auth:verify.errors.CODE_EXPIRED',
  CODE_NOT_REQUESTED: 'auth:verify.errors.CODE_NOT_REQUESTED',
};

function isKnownCode(code: string): code is SmsCodeError {
  return (SMS_CODE_ERRORS as readonly string[]).includes(code);
}

/**
 * The text for a failed verify: the server's error code (errors.code[0]) translated when known,
 * else shown as it is; without a code, the server error text.
 */
export function verifyErrorText(t: TFunction, error: ApiError): string {
  const code = error.errors.code?.[0];
  if (code !== undefined) return isKnownCode(code) ? t(CODE_KEYS[code]) : code;
  return t(SERVER_ERROR_KEY);
}
