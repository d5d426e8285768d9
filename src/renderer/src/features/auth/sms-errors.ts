import { SMS_CODE_ERRORS } from '#shared/api/auth.ts';
import type { ErrorReading } from '#shared/api/error-reading.ts';

/**
 * A failed verify on the code field: the server's error code (errors.code[0]) in the reader's
 * language when known; an unknown code falls to the one mapping, which shows it as it is.
 */
export const SMS_CODE_FAILURE: ErrorReading = {
  texts: SMS_CODE_ERRORS.map((code) => ({
    field: 'code',
    message: code,
    text: `auth:verify.errors.${code}`,
    onField: true,
  })),
};
