import { describe, expect, it } from 'vitest';
import { bankTermsForm, registerCodeForm, registerDetailsForm } from './registration.ts';

const valid = {
  mobile_phone: '040 12 34567',
  email: 'maija@example.fi',
  confirm_email: 'maija@example.fi',
  is_checked_offers: false,
};

function messages(input: unknown): Record<string, string> {
  const result = registerDetailsForm.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    out[field] ??= issue.message;
  }
  return out;
}

describe('registerDetailsForm', () => {
  it('accepts valid details', () => {
    expect(registerDetailsForm.safeParse(valid).success).toBe(true);
  });

  it.each([
    [
      'empty fields',
      { ...valid, mobile_phone: '', email: '', confirm_email: '' },
      {
        mobile_phone: 'validation.required',
        email: 'validation.required',
        confirm_email: 'validation.required',
      },
    ],
    ['a bad phone', { ...valid, mobile_phone: '12ab' }, { mobile_phone: 'validation.phone' }],
    [
      'a bad e-mail',
      { ...valid, email: 'maija@', confirm_email: 'maija@' },
      { email: 'validation.email' },
    ],
    [
      'a different confirmation',
      { ...valid, confirm_email: 'maija@example.com' },
      { confirm_email: 'validation.confirmEmail' },
    ],
    [
      'a mismatch while the phone is also wrong',
      { ...valid, mobile_phone: 'x', confirm_email: 'other@example.fi' },
      { mobile_phone: 'validation.phone', confirm_email: 'validation.confirmEmail' },
    ],
  ])('gives the spec message for %s', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

describe('registerCodeForm', () => {
  it.each(['', '123', '12345', 'abcd'])('rejects %j with the cannot-be-empty message', (code) => {
    const result = registerCodeForm.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.required');
  });
  it('accepts four digits', () => {
    expect(registerCodeForm.safeParse({ code: '0123' }).success).toBe(true);
  });
});

describe('bankTermsForm', () => {
  it('asks to accept the terms until they are ticked', () => {
    expect(bankTermsForm.safeParse({ accepted_terms: false }).error?.issues[0]?.message).toBe(
      'validation.acceptTerms',
    );
    expect(bankTermsForm.safeParse({ accepted_terms: true }).success).toBe(true);
  });
});
