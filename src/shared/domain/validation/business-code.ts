/**
 * A business code as the add-company field accepts it (investor.md §5 Add company): digits with
 * exactly one hyphen between them, like the Finnish business ID `1234567-8`. The form shows no
 * message for it; the submit button stays disabled until the code has this form.
 */
const BUSINESS_CODE = /^\d+-\d+$/;

export const isBusinessCode = (value: string): boolean => BUSINESS_CODE.test(value);
