import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { mapApiError } from './map-api-error.ts';

const FIELDS = ['given_name', 'passport_number'] as const;

describe('mapApiError', () => {
  it("puts a 422's first message per field on the fields the form has", () => {
    const error = new ApiError('validation', {
      status: 422,
      serverMessage: 'invalid',
      errors: {
        passport_number: ['Passport number is not valid', 'second'],
        given_name: ['validation.required'],
        language: ['The language is invalid'],
      },
    });
    expect(mapApiError(error, FIELDS)).toEqual({
      fields: [
        ['given_name', 'validation.required'],
        ['passport_number', 'Passport number is not valid'],
      ],
      form: [],
    });
  });

  it('shows the messages of fields the form does not have at the form, once each', () => {
    const error = new ApiError('validation', {
      status: 422,
      serverMessage: 'invalid',
      errors: { language: ['Bad'], method: ['Bad'], state: ['Expired'] },
    });
    expect(mapApiError(error, FIELDS)).toEqual({ fields: [], form: ['Bad', 'Expired'] });
  });

  it.each([
    ['validation', 422],
    ['client', 409],
    ['forbidden', 403],
  ] as const)("shows a %s answer's own message when it has no field messages", (kind, status) => {
    const error = new ApiError(kind, { status, serverMessage: 'Phone number already taken' });
    expect(mapApiError(error, FIELDS).form).toEqual(['Phone number already taken']);
  });

  it.each([
    new ApiError('server', { status: 500, serverMessage: 'Server Error' }),
    new ApiError('network'),
    new ApiError('timeout'),
    new ApiError('invalid-response'),
    new ApiError('client', { status: 400 }),
  ])('shows the SERVER_ERROR text for %s', (error) => {
    expect(mapApiError(error, FIELDS)).toEqual({ fields: [], form: ['errors:serverError'] });
  });
});
