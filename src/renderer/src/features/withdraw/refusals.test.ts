import { describe, expect, it } from 'vitest';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { WITHDRAWAL_REFUSALS } from '#shared/domain/validation/withdrawal.ts';
import { ApiError } from '../../api/errors.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { apiErrorText } from '../../ui/form/map-api-error.ts';

const { t } = createI18n('en');
const text = (error: unknown) => apiErrorText(t, error, WITHDRAWAL_REFUSALS);
const SERVER_ERROR =
  'We could not process your request. Please try again. If the problem persists, contact customer support.';

const answer = (status: number, serverMessage: string, errors?: Record<string, string[]>) =>
  new ApiError(status === 422 ? 'validation' : status === 403 ? 'forbidden' : 'client', {
    status,
    serverMessage,
    ...(errors ? { errors } : {}),
  });

/** What a refused withdrawal, cancel or stop says, the fixed-rate portfolio's included (§5, §8). */
describe('WITHDRAWAL_REFUSALS', () => {
  it('is WITHDRAW_ERROR_INSUFFICIENT_FUNDS for a message with "Not enough money available"', () => {
    const insufficient = 'There is not enough money available for this withdrawal.';
    expect(text(answer(400, NOT_ENOUGH_MONEY_MESSAGE))).toBe(insufficient);
    expect(text(answer(400, 'Error: Not enough money available on deposit'))).toBe(insufficient);
  });

  it('is NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW for a 403, the unsigned-terms one aside', () => {
    expect(text(answer(403, 'Forbidden'))).toMatch(/^Your signing right does not allow/);
    const terms = new ApiError('terms-not-signed', {
      status: 403,
      serverMessage: TERMS_NOT_SIGNED_MESSAGE,
    });
    expect(text(terms)).toBe(SERVER_ERROR);
  });

  it('is IBAN_REQUIRED for a 422 on the IBAN, and the amount’s own message', () => {
    const both = { iban: ['required'], amount: ['validation.amount'] };
    expect(text(answer(422, 'invalid', both))).toBe(
      'Add a bank account (IBAN) to your profile before withdrawing.',
    );
    expect(text(answer(422, 'invalid', { amount: ['validation.amount'] }))).toBe(
      'Enter an amount in euros, for example 2500',
    );
  });

  it('is the SERVER_ERROR text for anything else, never the server’s own words', () => {
    expect(text(answer(400, 'Something else'))).toBe(SERVER_ERROR);
    expect(text(answer(422, 'invalid', { legacy_user_id: ['bad'] }))).toBe(SERVER_ERROR);
    expect(text(new ApiError('server', { status: 500, serverMessage: 'Server Error' }))).toBe(
      SERVER_ERROR,
    );
    expect(text(new ApiError('network'))).toBe(SERVER_ERROR);
    expect(text(new Error('not an API error'))).toBe(SERVER_ERROR);
  });
});
