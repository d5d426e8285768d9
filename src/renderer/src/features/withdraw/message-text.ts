import type { TFunction } from 'i18next';
import type { WithdrawalMessage } from '#shared/domain/validation/withdrawal.ts';

/** A withdrawal rule's message in the reader's language; the empty message is no text. */
export function withdrawalMessageText(t: TFunction, message: WithdrawalMessage): string {
  if (message.key === '') return '';
  const key = message.key.includes(':') ? message.key : message.key.replace('.', ':');
  return t(key, message.values ?? {});
}
