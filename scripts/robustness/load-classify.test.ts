import { describe, expect, it } from 'vitest';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { classify } from './load-classify.ts';

describe('classifying a sandbox answer against the error catalogue', () => {
  it.each([
    [200, {}, 'ok'],
    [204, '', 'ok'],
    [401, { message: 'Unauthenticated.' }, 'catalogue'],
    [403, { message: TERMS_NOT_SIGNED_MESSAGE }, 'catalogue'],
    [
      422,
      { message: 'The given data was invalid.', errors: { code: ['CODE_INVALID'] } },
      'catalogue',
    ],
    [400, { message: NOT_ENOUGH_MONEY_MESSAGE }, 'catalogue'],
    [403, { message: 'Forbidden for another reason' }, 'outside'],
    [422, { message: 'no field errors' }, 'outside'],
    [400, { message: 'Bad Request' }, 'outside'],
    [404, { message: 'Not Found' }, 'outside'],
    [409, { message: 'Conflict' }, 'outside'],
    [500, { message: 'Server Error' }, 'outside'],
    [503, 'Service Unavailable', 'outside'],
    [null, 'fetch failed', 'outside'],
  ] as const)('%s %j is %s', (status, body, expected) => {
    expect(classify(status, body)).toBe(expected);
  });
});
