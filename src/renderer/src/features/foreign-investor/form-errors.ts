import { FOREIGN_INVESTOR_FIELDS, type ForeignInvestorForm } from '#shared/domain/validation.ts';

type Field = (typeof FOREIGN_INVESTOR_FIELDS)[number];

const FIELD_SET: ReadonlySet<string> = new Set(FOREIGN_INVESTOR_FIELDS);

function isField(name: string): name is Field {
  return FIELD_SET.has(name);
}

/**
 * A 422's first message per field, for the form's own fields (in form order); `other` holds
 * the messages of fields the form does not have (language, method), shown in the summary.
 */
export function mapServerFieldErrors(fieldErrors: Readonly<Record<string, string>>): {
  fields: Array<[keyof ForeignInvestorForm, string]>;
  other: string[];
} {
  const fields: Array<[keyof ForeignInvestorForm, string]> = [];
  for (const field of FOREIGN_INVESTOR_FIELDS) {
    const message = fieldErrors[field];
    if (message !== undefined) fields.push([field, message]);
  }
  const other = Object.entries(fieldErrors)
    .filter(([name]) => !isField(name))
    .map(([, message]) => message);
  return { fields, other };
}

/** The first field of the form (in form order) that has an error. */
export function firstInvalidField(
  errors: Partial<Record<keyof ForeignInvestorForm, unknown>>,
): keyof ForeignInvestorForm | null {
  return FOREIGN_INVESTOR_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
