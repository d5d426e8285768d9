import { describe, expect, it } from 'vitest';
import { offlineFormErrors } from './chat-offline-form.ts';

const FILLED = { name: 'Maija Meikäläinen', email: 'maija@example.fi', message: 'Hei!' };

describe('the chat offline form rules', () => {
  it('accepts every field filled with a valid e-mail', () => {
    expect(offlineFormErrors(FILLED)).toEqual({});
  });

  it.each(['name', 'email', 'message'] as const)('requires %s (blank counts as empty)', (field) => {
    expect(offlineFormErrors({ ...FILLED, [field]: '  ' })).toEqual({ [field]: 'required' });
  });

  it.each(['maija', 'maija@', '@example.fi', 'maija@example', 'maija meik@example.fi'])(
    'rejects the e-mail %s',
    (email) => {
      expect(offlineFormErrors({ ...FILLED, email })).toEqual({ email: 'invalidEmail' });
    },
  );
});
