import type { TFunction } from 'i18next';
import {
  WITHDRAWAL_MESSAGES,
  withdrawalServerMessage,
  type WithdrawalMessage,
} from '#shared/domain/validation/withdrawal.ts';
import { isApiError, SERVER_ERROR_KEY } from '../../api/errors.ts';
import { translateMessage } from '../../i18n/translate-message.ts';

/** A withdrawal rule's message in the reader's language; the empty message is no text. */
export function withdrawalMessageText(t: TFunction, message: WithdrawalMessage): string {
  if (message.key === '') return '';
  const key = message.key.includes(':') ? message.key : message.key.replace('.', ':');
  return t(key, message.values ?? {});
}

/**
 * What a refused withdrawal, cancel or stop says: WITHDRAW_ERROR_INSUFFICIENT_FUNDS for the
 * server's "Not enough money available" (investor.md §8), the signing-right message for a 403,
 * a 422's first message, else the SERVER_ERROR text.
 */
export function withdrawalErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const known = withdrawalServerMessage(error.serverMessage);
    if (known) return withdrawalMessageText(t, known);
    if (error.kind === 'forbidden') {
      return withdrawalMessageText(t, { key: WITHDRAWAL_MESSAGES.notAllowed });
    }
    if (error.kind === 'validation' && error.fieldErrors.iban !== undefined) {
      return withdrawalMessageText(t, { key: WITHDRAWAL_MESSAGES.ibanRequired });
    }
    const amount = error.fieldErrors.amount;
    if (error.kind === 'validation' && amount !== undefined) return translateMessage(t, amount);
  }
  return t(SERVER_ERROR_KEY);
}
