import type { TFunction } from 'i18next';
import type { ErrorReading, ErrorText } from '#shared/api/error-reading.ts';
import { SERVER_ERROR_KEY, toApiError, type ApiError } from '../../api/errors.ts';
import { translateMessage } from '../../i18n/translate-message.ts';

/** What a failed submit shows: messages are keys or server text, translated when shown. */
export interface MappedApiError<Name extends string> {
  /** The first message of each field the form has. */
  fields: Array<[Name, string]>;
  /** Messages for the form as a whole. */
  form: string[];
}

/** Failures whose server message speaks to the user; any other shows the SERVER_ERROR text. */
const SHOWS_SERVER_MESSAGE = new Set<ApiError['kind']>(['validation', 'client', 'forbidden']);

/** One of a screen's own texts, and the field it goes on when the form has that field. */
interface OwnText {
  text: string;
  field: string | null;
}

function matches(error: ApiError, rule: ErrorText): OwnText | null {
  if ('messageIncludes' in rule) {
    const found = error.serverMessage?.includes(rule.messageIncludes) === true;
    return found ? { text: rule.text, field: null } : null;
  }
  if ('status' in rule) {
    const found = error.status === rule.status && error.kind !== 'terms-not-signed';
    return found ? { text: rule.text, field: null } : null;
  }
  const message = error.fieldErrors[rule.field];
  // A field's message counts on a 422; an error code (`rule.message`) on any answer naming it.
  const counts =
    rule.message === undefined ? error.kind === 'validation' : message === rule.message;
  if (message === undefined || !counts) return null;
  const serverMessage = rule.serverMessage === true ? error.serverMessage : null;
  const text = rule.text ?? serverMessage ?? message;
  return { text, field: rule.onField === true ? rule.field : null };
}

/** The first of a reading's own texts that matches; null when none does. */
function ownText(error: ApiError, texts: readonly ErrorText[]): OwnText | null {
  for (const rule of texts) {
    const own = matches(error, rule);
    if (own !== null) return own;
  }
  return null;
}

function showsServerMessage(error: ApiError, words: ErrorReading['serverWords']): boolean {
  if (words === 'any') return true;
  return words !== 'none' && SHOWS_SERVER_MESSAGE.has(error.kind);
}

/**
 * The one reading of an API failure (ARCHITECTURE §4), for a form and for any other screen: the
 * screen's own texts first (its reading), at the form or on a field of it; then a 422's messages
 * go to the fields the form has; messages for fields it does not have (language, method) go to
 * the form; a 4xx without field messages shows the server's message; anything else SERVER_ERROR.
 */
export function mapApiError<Name extends string>(
  error: ApiError,
  formFields: readonly Name[],
  reading: ErrorReading = {},
): MappedApiError<Name> {
  const own = ownText(error, reading.texts ?? []);
  if (own !== null) {
    const field = formFields.find((name) => name === own.field);
    return field === undefined
      ? { fields: [], form: [own.text] }
      : { fields: [[field, own.text]], form: [] };
  }
  const fields: Array<[Name, string]> = [];
  for (const name of formFields) {
    const message = error.fieldErrors[name];
    if (message !== undefined) fields.push([name, message]);
  }
  if (fields.length > 0) return { fields, form: [] };
  const words = reading.serverWords ?? 'client';
  const known = new Set<string>(formFields);
  const other = Object.entries(error.fieldErrors)
    .filter(([name]) => !known.has(name))
    .map(([, message]) => message);
  if (words !== 'none' && other.length > 0) return { fields, form: [...new Set(other)] };
  if (showsServerMessage(error, words) && error.serverMessage) {
    return { fields, form: [error.serverMessage] };
  }
  return { fields, form: [SERVER_ERROR_KEY] };
}

/** What a failed call says outside a form (an alert), in the reader's language. */
export function apiErrorText(t: TFunction, error: unknown, reading?: ErrorReading): string {
  const [message = SERVER_ERROR_KEY] = mapApiError(toApiError(error), [], reading).form;
  return translateMessage(t, message);
}
