import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const phoneInput = () => screen.getByRole('textbox', { name: 'Mobile phone number' });
const submit = () => screen.getByRole('button', { name: 'Send code' });

describe('/login/sms/code', () => {
  it('is where /login leads, with the other login methods as links', async () => {
    const app = await renderApp({ path: '/login' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const others = screen.getByRole('navigation', { name: 'Other ways to log in' });
    expect(others.textContent).toContain('Log in with bank credentials');
    expect(others.textContent).toContain('Log in with username and password');
    expect(others.textContent).not.toContain('Log in with a text message');
  });

  it('shows the shared validation messages, tied to the input', async () => {
    await renderApp({ path: '/login/sms/code' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const empty = await screen.findByRole('alert');
    expect(empty.textContent).toBe('This field cannot be empty');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(phoneInput().getAttribute('aria-describedby')).toContain(empty.id);

    await user.type(phoneInput(), '12ab');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Phone number is not valid'),
    );
  });

  it('posts the phone and goes to verify, carrying the phone', async () => {
    const api = createFakeApi();
    api.on('POST', 'api/auth/sms/login', { status: 200, body: { data: { success: true } } });
    const app = await renderApp({ path: '/login/sms/code', api });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile phone number' }),
      '040 12 34567',
    );
    await user.click(submit());
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/verify'));
    expect(api.calls('POST', 'api/auth/sms/login')[0]?.body).toEqual({
      mobile_phone: '0401234567',
      blaId: null,
    });
    await screen.findByText('We sent a four-digit code to 0401234567.');
  });

  it('goes to bank login on a 403', async () => {
    const api = createFakeApi();
    api.on('POST', 'api/auth/sms/login', { status: 403, body: { message: 'Forbidden' } });
    const app = await renderApp({ path: '/login/sms/code', api });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile phone number' }),
      '0401234567',
    );
    await user.click(submit());
    await waitFor(() => expect(pathOf(app)).toBe('/login/bank'));
  });

  it('shows a 422 message on the field, translated when it is a key', async () => {
    const api = createFakeApi();
    api.on('POST', 'api/auth/sms/login', {
      status: 422,
      body: { message: 'invalid', errors: { mobile_phone: ['validation.phone'] } },
    });
    await renderApp({ path: '/login/sms/code', api });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile phone number' }),
      '0401234567',
    );
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Phone number is not valid'),
    );
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server error text on a 5xx', async () => {
    const api = createFakeApi();
    api.on('POST', 'api/auth/sms/login', { status: 500 });
    await renderApp({ path: '/login/sms/code', api });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile phone number' }),
      '0401234567',
    );
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not process your request. Please try again. If the problem persists, contact customer support.',
      ),
    );
  });

  it('shows the already-onboarded notice for error=onboarded', async () => {
    await renderApp({ path: '/login/sms/code?error=onboarded' });
    await screen.findByText(
      'You have already moved to the new service. Please log in with your phone number or bank credentials.',
    );
  });
});
