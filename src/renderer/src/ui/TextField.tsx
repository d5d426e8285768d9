import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './FieldError.tsx';
import fieldStyles from './fields.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The translated error; shown under the field, announced and tied to the input. */
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is associated (aria-invalid, aria-describedby) and announced. */
export function TextField({ label, error, hint, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={fieldStyles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={ref}
        id={id}
        className={error ? fieldStyles.invalid : fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The four-digit SMS code: numeric keypad, one-time-code autofill, at most four characters. */
export function CodeField(props: Omit<TextFieldProps, 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return <TextField autoComplete="one-time-code" inputMode="numeric" maxLength={4} {...props} />;
}
