import { useEffect, useId, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message.ts';
import { Alert } from '../Alert.tsx';
import {
  CheckboxField,
  RadioGroup,
  SelectField,
  type CheckboxFieldProps,
  type RadioGroupProps,
  type SelectFieldProps,
} from '../fields.tsx';
import { FieldError } from '../FieldError.tsx';
import { CodeField, TextField, type TextFieldProps } from '../TextField.tsx';
import { useFormMessages } from './ApiForm.tsx';
import buttons from '../button.module.css';
import fieldStyles from '../fields.module.css';

/*
 * Field components of the form kit, bound by name to the enclosing <ApiForm>: each registers
 * itself and shows its own error, translated. `boundFields<Form>()` types the names.
 */

/** A field's registration and its translated error. */
function useBoundField<T extends FieldValues>(name: Path<T>) {
  const { t } = useTranslation();
  const { register, getFieldState, formState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message;
  const error = message ? translateMessage(t, message) : undefined;
  return { registration: register(name), error };
}

type Bound<Props, T extends FieldValues> = Omit<Props, 'name' | 'error' | 'ref'> & {
  name: Path<T>;
};

export function BoundTextField<T extends FieldValues>({
  name,
  ...props
}: Bound<TextFieldProps, T>) {
  const { registration, error } = useBoundField<T>(name);
  return <TextField {...props} {...registration} error={error} />;
}

export function BoundCodeField<T extends FieldValues>({
  name,
  ...props
}: Bound<TextFieldProps, T>) {
  const { registration, error } = useBoundField<T>(name);
  return <CodeField {...props} {...registration} error={error} />;
}

export function BoundSelectField<T extends FieldValues>({
  name,
  ...props
}: Bound<SelectFieldProps, T>) {
  const { registration, error } = useBoundField<T>(name);
  return <SelectField {...props} {...registration} error={error} />;
}

export function BoundCheckbox<T extends FieldValues>({
  name,
  ...props
}: Bound<CheckboxFieldProps, T>) {
  const { registration, error } = useBoundField<T>(name);
  return <CheckboxField {...props} {...registration} error={error} />;
}

export function BoundRadioGroup<T extends FieldValues>({
  name,
  ...props
}: Omit<RadioGroupProps, 'error' | 'inputProps'> & { name: Path<T> }) {
  const { registration, error } = useBoundField<T>(name);
  return <RadioGroup {...props} inputProps={registration} error={error} />;
}

/**
 * A fieldset of checkboxes (the children) whose rule is on the group: the legend names it, the
 * group's error (at `name`, not a field of its own) is shown, announced and marks the fieldset
 * invalid, so the kit focuses its first box. Once submitted, ticking a box re-checks the group.
 */
export function BoundCheckboxGroup<T extends FieldValues>({
  name,
  legend,
  boxes,
  children,
}: {
  name: string;
  legend: string;
  boxes: ReadonlyArray<Path<T>>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = `${useId()}-error`;
  const { getFieldState, formState, trigger, control } = useFormContext<T>();
  const groupPath = name as Path<T>;
  const message = getFieldState(groupPath, formState).error?.message;
  const error = message ? translateMessage(t, message) : undefined;
  const ticked = useWatch({ control, name: [...boxes] })
    .map(Boolean)
    .join();
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted) void trigger(groupPath);
  }, [ticked, isSubmitted, trigger, groupPath]);
  return (
    <fieldset
      className={fieldStyles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** The form-level messages (an API failure, a summary), translated, where the form puts them. */
export function FormAlert() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  if (messages.length === 0) return null;
  return (
    <div data-form-alert="">
      <Alert>
        {messages.length === 1
          ? translateMessage(t, messages[0] ?? '')
          : messages.map((text) => <p key={text}>{translateMessage(t, text)}</p>)}
      </Alert>
    </div>
  );
}

/**
 * The primary submit button, disabled while the submit is under way, and while `disabled` (what
 * the form needs is not there yet, or the form is blocked).
 */
export function SubmitButton({
  children,
  disabled = false,
}: {
  children: ReactNode;
  disabled?: boolean;
}) {
  const { formState } = useFormContext();
  return (
    <button type="submit" className={buttons.primary} disabled={disabled || formState.isSubmitting}>
      {children}
    </button>
  );
}

/** The bound fields with their names typed by one form's values. */
export function boundFields<T extends FieldValues>() {
  return {
    Text: BoundTextField<T>,
    Code: BoundCodeField<T>,
    Select: BoundSelectField<T>,
    Checkbox: BoundCheckbox<T>,
    Radios: BoundRadioGroup<T>,
    CheckboxGroup: BoundCheckboxGroup<T>,
  };
}
