import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { toApiError, type ApiError } from '../../api/errors.ts';
import { mapApiError } from './map-api-error.ts';

/** What a submit handler may say besides succeeding: messages are keys or server text. */
export interface ApiFormControls<T extends FieldValues> {
  setFieldError: (name: Path<T>, message: string) => void;
  setFormError: (message: string) => void;
}

export interface UseApiFormOptions<T extends FieldValues> {
  /** The shared zod schema: its messages are i18n keys. */
  schema: z.ZodType<T, T>;
  /** Every field of the form: a server message for a field not named here goes to the form. */
  defaultValues: DefaultValues<T> & Record<Path<T>, unknown>;
  /** Called with the parsed values; an error it throws is read as an API failure. */
  onSubmit: (values: T, controls: ApiFormControls<T>) => Promise<void>;
  /** The form's own texts for particular failures, and whose words it shows (./map-api-error.ts). */
  errorReading?: ErrorReading;
  /**
   * A failure this form reads its own way (a 401 at login, an error code, a redirect): return
   * true when handled. Anything else gets the one mapping (./map-api-error.ts).
   */
  onApiError?: (error: ApiError, controls: ApiFormControls<T>) => boolean | Promise<boolean>;
  /** Shown at the form's alert whenever fields are invalid (a long form's summary). */
  invalidSummary?: string;
  /** A submit found fields invalid (a calculator takes its last result away). */
  onInvalid?: () => void;
}

export interface ApiFormState<T extends FieldValues> {
  methods: UseFormReturn<T>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form-level messages (keys or server text), the invalid summary included. */
  formMessages: readonly string[];
  controls: ApiFormControls<T>;
  /** Grows each time the first error should be focused and scrolled to (ApiForm does it). */
  focusRequest: number;
}

/**
 * One form kit for every form (ARCHITECTURE §4): react-hook-form with the shared zod schema,
 * an API failure mapped to the fields or to a form-level message, and the first error focused
 * and scrolled to, in the order the fields appear on screen. Render it with <ApiForm>.
 */
export function useApiForm<T extends FieldValues>(options: UseApiFormOptions<T>): ApiFormState<T> {
  const methods = useForm<T>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    // ApiForm focuses the first error on screen, which is not always the first registered.
    shouldFocusError: false,
  });
  const [messages, setMessages] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);

  const controls = useMemo<ApiFormControls<T>>(
    () => ({
      setFieldError(name, message) {
        methods.setError(name, { message });
        setFocusRequest((n) => n + 1);
      },
      setFormError(message) {
        setMessages([message]);
        setFocusRequest((n) => n + 1);
      },
    }),
    [methods],
  );

  const onSubmit = methods.handleSubmit(
    async (values) => {
      setMessages([]);
      try {
        await options.onSubmit(values, controls);
      } catch (caught) {
        const error = toApiError(caught);
        if (await options.onApiError?.(error, controls)) return;
        const fieldNames = Object.keys(options.defaultValues) as Array<Path<T>>;
        const mapped = mapApiError(error, fieldNames, options.errorReading);
        for (const [name, message] of mapped.fields) methods.setError(name, { message });
        setMessages(mapped.form);
        setFocusRequest((n) => n + 1);
      }
    },
    () => {
      setMessages([]);
      setFocusRequest((n) => n + 1);
      options.onInvalid?.();
    },
  );

  const hasFieldErrors = Object.keys(methods.formState.errors).some((name) => name !== 'root');
  const summary = options.invalidSummary;
  const formMessages =
    summary !== undefined && hasFieldErrors && messages.length === 0 ? [summary] : messages;
  return { methods, onSubmit, formMessages, controls, focusRequest };
}
