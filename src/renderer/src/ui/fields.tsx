import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { FieldError } from './FieldError.tsx';
import fieldStyles from './fields.module.css';

/*
 * Form controls with the same shape as ui/TextField: a label, an error tied to the control
 * (aria-invalid, aria-describedby) and announced. (Candidates for ui/ — used by profile too.)
 */

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, options, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        className={error ? fieldStyles.invalid : fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface RadioGroupProps {
  legend: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Spread onto every radio (react-hook-form's `register(name)`). */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> & {
    ref?: Ref<HTMLInputElement>;
  };
}

/** A fieldset of radios; the legend names the group, the error is tied to it. */
export function RadioGroup({ legend, error, options, inputProps }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={fieldStyles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={fieldStyles.choice}>
          <input {...inputProps} type="radio" value={option.value} />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'children'
> {
  children: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox whose label may hold links (rendered next to, not inside, the label). */
export function CheckboxField({ children, error, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.checkbox}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{children}</label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
