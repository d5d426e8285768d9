import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { translateMessage } from './translate-message.ts';

const { t } = createI18n('en');

describe('translateMessage', () => {
  it('translates keys in either form, a camelCase namespace’s too', () => {
    expect(translateMessage(t, 'validation.acceptTerms')).toBe('Please accept the terms');
    expect(translateMessage(t, 'validation:acceptTerms')).toBe('Please accept the terms');
    expect(translateMessage(t, 'loanApplication:consent.required')).toBe(
      'Please accept the consent to continue.',
    );
  });

  it('shows server text, and a key it does not know, as they are', () => {
    expect(translateMessage(t, 'Phone number already taken')).toBe('Phone number already taken');
    expect(translateMessage(t, 'validation.noSuchKey')).toBe('validation.noSuchKey');
  });
});
