import { describe, expect, it } from 'vitest';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { ApiError, type ApiErrorKind } from '../../api/errors.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { apiErrorText, mapApiError } from './map-api-error.ts';

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

describe('mapApiError with a screen’s own reading', () => {
  const refused = (init: ConstructorParameters<typeof ApiError>[1], kind: ApiErrorKind) =>
    new ApiError(kind, init);

  it('tries its texts in order: a message part, a status, a field’s text or own message', () => {
    const reading: ErrorReading = {
      texts: [
        { messageIncludes: 'Not enough', text: 'withdraw.POOR' },
        { status: 409, text: 'autoinvest:busy' },
        { field: 'iban', text: 'withdraw.IBAN' },
        { field: 'amount' },
      ],
    };
    const poor = refused({ status: 409, serverMessage: 'Error: Not enough money' }, 'client');
    expect(mapApiError(poor, FIELDS, reading).form).toEqual(['withdraw.POOR']);
    const busy = refused({ status: 409, serverMessage: 'Autosell running' }, 'client');
    expect(mapApiError(busy, FIELDS, reading).form).toEqual(['autoinvest:busy']);
    const both = { iban: ['x'], amount: ['validation.amount'] };
    const invalid = refused({ status: 422, serverMessage: 'invalid', errors: both }, 'validation');
    expect(mapApiError(invalid, FIELDS, reading)).toEqual({ fields: [], form: ['withdraw.IBAN'] });
    const amount = refused({ status: 422, errors: { amount: ['Too much'] } }, 'validation');
    expect(mapApiError(amount, FIELDS, reading).form).toEqual(['Too much']);
  });

  it('reads a field’s error code: only that message, on the field when the form has it', () => {
    const reading: ErrorReading = {
      texts: [
        { field: 'passport_number', message: 'CODE_INVALID', text: 'auth:bad', onField: true },
        { field: 'passport_number', serverMessage: true, onField: true },
      ],
    };
    const coded = (code: string) =>
      refused(
        { status: 422, serverMessage: 'Wrong', errors: { passport_number: [code] } },
        'validation',
      );
    expect(mapApiError(coded('CODE_INVALID'), FIELDS, reading)).toEqual({
      fields: [['passport_number', 'auth:bad']],
      form: [],
    });
    // Another code: the next rule, the answer's message on the field.
    expect(mapApiError(coded('CODE_LOCKED'), FIELDS, reading)).toEqual({
      fields: [['passport_number', 'Wrong']],
      form: [],
    });
    // Without the answer's message, the field's own; a form without the field shows it at the form.
    const bare = refused(
      { status: 422, errors: { passport_number: ['CODE_LOCKED'] } },
      'validation',
    );
    expect(mapApiError(bare, FIELDS, reading).fields).toEqual([['passport_number', 'CODE_LOCKED']]);
    expect(mapApiError(coded('CODE_INVALID'), [], reading)).toEqual({
      fields: [],
      form: ['auth:bad'],
    });
    // An error code counts on any answer; a field's message without one only on a 422.
    const refusedCode = refused(
      { status: 400, serverMessage: 'Wrong', errors: { passport_number: ['CODE_INVALID'] } },
      'client',
    );
    expect(mapApiError(refusedCode, FIELDS, reading).fields).toEqual([
      ['passport_number', 'auth:bad'],
    ]);
    const other = refused({ status: 400, errors: { passport_number: ['Taken'] } }, 'client');
    expect(
      mapApiError(other, FIELDS, { texts: [{ field: 'passport_number', text: 'x' }] }),
    ).toEqual({
      fields: [['passport_number', 'Taken']],
      form: [],
    });
  });

  it('never gives a status text to the unsigned-terms 403: the app asks for the terms', () => {
    const reading: ErrorReading = { texts: [{ status: 403, text: 'autoinvest:notAllowed' }] };
    const terms = refused({ status: 403, serverMessage: 'Latest terms' }, 'terms-not-signed');
    expect(mapApiError(terms, FIELDS, reading).form).toEqual(['errors:serverError']);
    const forbidden = refused({ status: 403, serverMessage: 'No' }, 'forbidden');
    expect(mapApiError(forbidden, FIELDS, reading).form).toEqual(['autoinvest:notAllowed']);
  });

  it('shows the server’s words of any answer, of 4xx answers, or none, as the reading says', () => {
    const failed = refused({ status: 500, serverMessage: 'Contract service down' }, 'server');
    const taken = refused({ status: 409, serverMessage: 'Taken', errors: { x: ['X'] } }, 'client');
    expect(mapApiError(failed, FIELDS, { serverWords: 'any' }).form).toEqual([
      'Contract service down',
    ]);
    expect(mapApiError(failed, FIELDS).form).toEqual(['errors:serverError']);
    expect(mapApiError(taken, FIELDS, { serverWords: 'none' }).form).toEqual([
      'errors:serverError',
    ]);
    // A form's own fields still get their messages.
    const given = refused({ status: 422, errors: { given_name: ['Bad'] } }, 'validation');
    expect(mapApiError(given, FIELDS, { serverWords: 'none' }).fields).toEqual([
      ['given_name', 'Bad'],
    ]);
  });
});

describe('apiErrorText', () => {
  const { t } = createI18n('en');

  it('is the first message in the reader’s language; anything thrown is an API failure', () => {
    expect(apiErrorText(t, new Error('boom'))).toMatch(/^We could not process your request/);
    const known = new ApiError('client', { status: 400, serverMessage: 'Phone number taken' });
    expect(apiErrorText(t, known)).toBe('Phone number taken');
    const reading: ErrorReading = { texts: [{ status: 400, text: 'errors:pageLoad' }] };
    expect(apiErrorText(t, known, reading)).toBe(t('errors:pageLoad'));
  });
});
