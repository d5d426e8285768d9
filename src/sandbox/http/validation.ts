import type { z } from 'zod';
import type { ValidationErrorBody } from '#shared/api/envelope.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';

/** The gateway's (Laravel's) message on every 422. */
export const VALIDATION_FAILED = 'The given data was invalid.';

export type Validated<T> = { ok: true; value: T } | { ok: false; body: ValidationErrorBody };

// A missing field reads as the spec's "cannot be empty"; schema-level messages still win.
const errorMap = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? MESSAGES.required : undefined;

/**
 * Parses a request body; failures become the 422 body with a list of messages per field.
 * No body counts as an empty object, so each missing field is reported by name.
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown): Validated<z.output<T>> {
  const result = schema.safeParse(input ?? {}, { error: errorMap });
  if (result.success) return { ok: true, value: result.data };

  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    if (issue.code === 'unrecognized_keys') {
      // Laravel's wording for a field the endpoint does not take.
      for (const key of issue.keys) {
        add(issue.path.concat(key).join('.'), `The ${key} field is prohibited.`);
      }
    } else {
      add(field, issue.message);
    }
  }
  // Like Laravel, an empty field fails `required` only, not the rules after it.
  for (const [field, messages] of Object.entries(errors)) {
    if (messages.includes(MESSAGES.required)) errors[field] = [MESSAGES.required];
  }
  return { ok: false, body: { message: VALIDATION_FAILED, errors } };
}
