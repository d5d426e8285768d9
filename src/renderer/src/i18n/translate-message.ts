import type { TFunction } from 'i18next';

/** A namespace (camelCase, `loanApplication`) and a key. */
const KEY_LIKE = /^[a-z][A-Za-z]*[.:][A-Za-z0-9_.]+$/;

/**
 * A message from the shared rules or the server: `validation.phone` (shared key form),
 * `validation:phone`, or plain server text. Keys are translated; unknown text is shown as it is.
 */
export function translateMessage(t: TFunction, message: string): string {
  if (!KEY_LIKE.test(message)) return message;
  const key = message.includes(':') ? message : message.replace('.', ':');
  const translated = t(key, { defaultValue: '' });
  return translated === '' ? message : translated;
}
