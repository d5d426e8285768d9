import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ApiFormState } from './use-api-form.ts';

const FormMessagesContext = createContext<readonly string[]>([]);

/** The form-level messages of the enclosing ApiForm (for FormAlert). */
export const useFormMessages = (): readonly string[] => use(FormMessagesContext);

const CONTROLS = 'input, select, textarea';

/**
 * Focuses and scrolls to the first invalid control on screen, else shows the form's alert;
 * false while neither is rendered yet.
 */
function focusFirstError(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    // A radio group marks its fieldset invalid: focus its first radio.
    const control = invalid.matches(CONTROLS)
      ? invalid
      : invalid.querySelector<HTMLElement>(CONTROLS);
    (control ?? invalid).focus({ preventScroll: true });
    invalid.scrollIntoView?.({ block: 'center' });
    return true;
  }
  const alert = form.querySelector<HTMLElement>('[data-form-alert]');
  alert?.scrollIntoView?.({ block: 'center' });
  return alert !== null;
}

/** A form of the kit (./use-api-form.ts): its fields and alert read it through context. */
export function ApiForm<T extends FieldValues>({
  form,
  children,
  className,
  label,
}: {
  form: ApiFormState<T>;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, where it is a landmark of its own (a calculator). */
  label?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const focused = useRef(0);
  // After every render: the errors of a request may be committed a render after the request
  // itself (react-hook-form and this kit update separately), so a request waits for them.
  useEffect(() => {
    if (form.focusRequest === focused.current || !ref.current) return;
    if (focusFirstError(ref.current)) focused.current = form.focusRequest;
  });
  return (
    <FormProvider {...form.methods}>
      <FormMessagesContext value={form.formMessages}>
        <form
          ref={ref}
          className={className}
          aria-label={label}
          onSubmit={(event) => void form.onSubmit(event)}
          noValidate
        >
          {children}
        </form>
      </FormMessagesContext>
    </FormProvider>
  );
}
