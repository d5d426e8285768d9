import { SERVER_ERROR_KEY, type ApiError } from '../../api/errors.ts';

/** What a failed submit shows: messages are keys or server text, translated when shown. */
export interface MappedApiError<Name extends string> {
  /** The first message of each field the form has. */
  fields: Array<[Name, string]>;
  /** Messages for the form as a whole. */
  form: string[];
}

/** Failures whose server message speaks to the user; any other shows the SERVER_ERROR text. */
const SHOWS_SERVER_MESSAGE = new Set<ApiError['kind']>(['validation', 'client', 'forbidden']);

/**
 * The default reading of an API failure for a form (ARCHITECTURE §4): a 422's messages go to
 * the fields the form has; messages for fields it does not have (language, method) go to the
 * form; a 4xx without field messages shows the server's message; anything else SERVER_ERROR.
 */
export function mapApiError<Name extends string>(
  error: ApiError,
  formFields: readonly Name[],
): MappedApiError<Name> {
  const fields: Array<[Name, string]> = [];
  for (const name of formFields) {
    const message = error.fieldErrors[name];
    if (message !== undefined) fields.push([name, message]);
  }
  if (fields.length > 0) return { fields, form: [] };
  const known = new Set<string>(formFields);
  const other = Object.entries(error.fieldErrors)
    .filter(([name]) => !known.has(name))
    .map(([, message]) => message);
  if (other.length > 0) return { fields, form: [...new Set(other)] };
  if (SHOWS_SERVER_MESSAGE.has(error.kind) && error.serverMessage) {
    return { fields, form: [error.serverMessage] };
  }
  return { fields, form: [SERVER_ERROR_KEY] };
}
