import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ApiFormState } from './use-api-form.ts';

const FormMessagesContext = createContext<readonly string[]>([]);

/** The form-level messages of the enclosing ApiForm (for FormAlert). */
export const useFormMessages = (): readonly string[] => use(FormMessagesContext);

const CONTROLS = 'input, select, textarea';

/** The first invalid control on screen, else the form's alert; focused and scrolled to. */
function focusFirstError(form: HTMLFormElement): void {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    // A radio group marks its fieldset invalid: focus its first radio.
    const control = invalid.matches(CONTROLS)
      ? invalid
      : invalid.querySelector<HTMLElement>(CONTROLS);
    (control ?? invalid).focus({ preventScroll: true });
    invalid.scrollIntoView?.({ block: 'center' });
    return;
  }
  form.querySelector<HTMLElement>('[data-form-alert]')?.scrollIntoView?.({ block: 'center' });
}

/** A form of the kit (./use-api-form.ts): its fields and alert read it through context. */
export function ApiForm<T extends FieldValues>({
  form,
  children,
  className,
}: {
  form: ApiFormState<T>;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.focusRequest > 0 && ref.current) focusFirstError(ref.current);
  }, [form.focusRequest]);
  return (
    <FormProvider {...form.methods}>
      <FormMessagesContext value={form.formMessages}>
        <form
          ref={ref}
          className={className}
          onSubmit={(event) => void form.onSubmit(event)}
          noValidate
        >
          {children}
        </form>
      </FormMessagesContext>
    </FormProvider>
  );
}
