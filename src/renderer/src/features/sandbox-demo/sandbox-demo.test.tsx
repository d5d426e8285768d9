import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { renderApp } from '../../test/render-app.tsx';

const persona = {
  id: 'new-borrower',
  first_name: 'Aino',
  last_name: 'Virtanen',
  phone: '+358401000101',
  email: 'aino@example.fi',
  role: 'borrower',
  description: 'A new borrower',
};

function sandboxApi() {
  const api = createFakeApi();
  api.on('GET', '__sandbox/personas', { status: 200, body: { personas: [persona] } });
  api.on('POST', 'api/auth/sms/login', { status: 200, body: { data: { success: true } } });
  api.on('GET', '__sandbox/sms', {
    status: 200,
    body: { messages: [{ phone: persona.phone, code: '4821', text: '', sentAt: '' }] },
  });
  return api;
}

describe('sandbox demo aids', () => {
  it('on the sandbox, picking a persona fills the phone and the code step shows the delivered code', async () => {
    const api = sandboxApi();
    await renderApp({ path: '/login/sms/code', api, bridge: createFakeBridge({ sandbox: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Sandbox: log in as a demo persona'));
    await user.click(screen.getByRole('button', { name: 'Use Aino Virtanen' }));
    expect(screen.getByLabelText('Mobile phone number')).toHaveProperty('value', persona.phone);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(`Sandbox SMS: the latest code sent to ${persona.phone} is 4821.`),
    ).toBeTruthy();
  });

  it('tells support staff which business codes a persona can add, and how they sign', async () => {
    const api = sandboxApi();
    const representative = {
      ...persona,
      id: 'company-rep',
      trade_register: [
        { business_code: '3141593-8', name: 'Lehtonen Kiinteistöt Oy', signing_right: 2 },
        { business_code: '1618033-3', name: 'Norrhamn Logistik Ab', signing_right: 0 },
      ],
    };
    api.on('GET', '__sandbox/personas', { status: 200, body: { personas: [representative] } });
    await renderApp({ path: '/login/sms/code', api, bridge: createFakeBridge({ sandbox: true }) });
    await userEvent.setup().click(await screen.findByText('Sandbox: log in as a demo persona'));
    expect(
      screen.getByText(
        'Trade register, to add by business code: Lehtonen Kiinteistöt Oy 3141593-8 (signs alone)',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Trade register, to add by business code: Norrhamn Logistik Ab 1618033-3 (no signing right)',
      ),
    ).toBeTruthy();
  });

  it('against a real gateway, shows neither and never calls the control API', async () => {
    const api = sandboxApi();
    await renderApp({ path: '/login/sms/code', api, bridge: createFakeBridge({ sandbox: false }) });
    await screen.findByRole('button', { name: 'Send code' });
    await waitFor(() => expect(screen.queryByText('Sandbox: log in as a demo persona')).toBeNull());
    expect(api.requests.some((r) => r.path.startsWith('__sandbox'))).toBe(false);
  });
});
