/** A foreign user's document-verification code (verification_error_code, onfido_status). */
export type VerificationState = 'success' | 'processing' | 'rejected';

export function verificationState(code: number | null | undefined): VerificationState {
  if (code === 0) return 'success';
  if (code === 2 || code === 4 || code === 6) return 'rejected';
  return 'processing';
}
