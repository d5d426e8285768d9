/** The chat's offline form (investor.md §5 Other): every field required, and a valid e-mail. */
export interface OfflineForm {
  name: string;
  email: string;
  message: string;
}

export type OfflineField = keyof OfflineForm;
export type OfflineError = 'required' | 'invalidEmail';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function offlineFormErrors(form: OfflineForm): Partial<Record<OfflineField, OfflineError>> {
  const errors: Partial<Record<OfflineField, OfflineError>> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (form[field].trim() === '') errors[field] = 'required';
  }
  if (errors.email === undefined && !EMAIL.test(form.email.trim())) errors.email = 'invalidEmail';
  return errors;
}
