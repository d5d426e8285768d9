import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { ApiError, type ApiError as ApiErrorType } from '../../api/errors.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { ApiForm } from './ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from './bound-fields.tsx';
import { useApiForm, type ApiFormControls } from './use-api-form.ts';

const schema = z.object({
  first: z.string().trim().min(1, MESSAGES.required),
  second: z.string().trim().min(1, MESSAGES.required),
  agree: z.boolean().refine((value) => value, MESSAGES.acceptTerms),
});
type Values = z.infer<typeof schema>;
const Field = boundFields<Values>();

interface Props {
  submit: (values: Values, controls: ApiFormControls<Values>) => Promise<void>;
  onApiError?: (error: ApiErrorType, controls: ApiFormControls<Values>) => boolean;
  invalidSummary?: string;
  errorReading?: ErrorReading;
  onInvalid?: () => void;
  blocked?: boolean;
}

/** A form of the kit whose fields appear on screen in another order than in the schema. */
function KitForm({
  submit,
  onApiError,
  invalidSummary,
  errorReading,
  onInvalid,
  blocked = false,
}: Props) {
  const form = useApiForm({
    schema,
    defaultValues: { first: '', second: '', agree: false },
    onSubmit: submit,
    ...(onApiError ? { onApiError } : {}),
    ...(invalidSummary ? { invalidSummary } : {}),
    ...(errorReading ? { errorReading } : {}),
    ...(onInvalid ? { onInvalid } : {}),
  });
  return (
    <ApiForm form={form} label="Kit form">
      <FormAlert />
      <Field.Text name="second" label="Second" />
      <Field.Text name="first" label="First" />
      <Field.Checkbox name="agree">Agree</Field.Checkbox>
      <SubmitButton disabled={blocked}>Send</SubmitButton>
    </ApiForm>
  );
}

function renderForm(props: Props) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <KitForm {...props} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First'), ' Anna ');
  await user.type(screen.getByLabelText('Second'), 'Berg');
  await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the form kit', () => {
  it('validates with the shared schema, translates the messages and focuses the first field on screen', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const user = renderForm({ submit, invalidSummary: 'foreign:summary' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field cannot be empty')).toHaveLength(2);
    expect(screen.getByText('Please accept the terms')).toBeTruthy();
    expect(screen.getByLabelText('First').getAttribute('aria-invalid')).toBe('true');
    // "second" comes later in the schema but first on screen.
    expect(document.activeElement).toBe(screen.getByLabelText('Second'));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Some information is missing or invalid',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the parsed values', async () => {
    const submit = vi.fn((_values: Values) => Promise.resolve());
    const user = renderForm({ submit });
    await fillAndSend(user);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ first: 'Anna', second: 'Berg', agree: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('maps a 422 to the fields and focuses the first invalid one on screen', async () => {
    const user = renderForm({
      submit: () =>
        Promise.reject(
          new ApiError('validation', {
            status: 422,
            errors: { first: ['validation.phone'], second: ['Taken'] },
          }),
        ),
    });
    await fillAndSend(user);
    expect(await screen.findByText('Phone number is not valid')).toBeTruthy();
    expect(screen.getByText('Taken')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Second')));
  });

  it('shows and scrolls to a form-level message, cleared by the next submit', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    let fail = true;
    const user = renderForm({
      submit: () =>
        fail ? Promise.reject(new ApiError('server', { status: 500 })) : Promise.resolve(),
    });
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(createI18n('en').t('errors:serverError'));
    expect(scrolled).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('lets the form read a failure its own way before the default mapping', async () => {
    const user = renderForm({
      submit: () => Promise.reject(new ApiError('unauthorized', { status: 401 })),
      onApiError: (error, controls) => {
        if (error.status !== 401) return false;
        controls.setFormError('errors:wrongCredentials');
        return true;
      },
    });
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      createI18n('en').t('errors:wrongCredentials'),
    );
  });

  it('lets a submit set a field error itself', async () => {
    const user = renderForm({
      submit: (_values, controls) => {
        controls.setFieldError('first', 'validation.required');
        return Promise.resolve();
      },
    });
    await fillAndSend(user);
    expect(await screen.findByText('This field cannot be empty')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First')));
  });

  it('disables the submit button while the submit is under way', async () => {
    let finish: () => void = () => undefined;
    const user = renderForm({ submit: () => new Promise<void>((resolve) => (finish = resolve)) });
    await fillAndSend(user);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true),
    );
    finish();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false),
    );
  });

  it('reads a failure with the form’s own reading', async () => {
    const user = renderForm({
      submit: () => Promise.reject(new ApiError('server', { status: 500, serverMessage: 'Down' })),
      errorReading: { serverWords: 'any' },
    });
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Down');
  });

  it('tells the form when a submit finds fields invalid, and only then', async () => {
    const onInvalid = vi.fn();
    const user = renderForm({ submit: () => Promise.resolve(), onInvalid });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onInvalid).toHaveBeenCalledTimes(1);
    await fillAndSend(user);
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('names the form, and keeps its submit button off while the form says so', () => {
    renderForm({ submit: () => Promise.resolve(), blocked: true });
    expect(screen.getByRole('form', { name: 'Kit form' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });
});
