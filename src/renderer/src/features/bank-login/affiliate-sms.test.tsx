import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postLoginRedirectAtom } from '../../state/atoms.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('the affiliate on SMS login', () => {
  it('sends the affiliate of the stored path with sms/verify', async () => {
    const api = createFakeApi();
    api.on('POST', 'api/auth/sms/verify', { status: 200, body: envelope({ token: 'T' }) });
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile()) });
    const app = await renderApp({
      path: '/login/sms/verify',
      state: { mobilePhone: '0401234567', blaId: null },
      api,
    });
    app.store.set(
      postLoginRedirectAtom,
      '/borrower/onboarding?utm_campaign=smart_response_main&r=SR-5',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.calls('POST', 'api/auth/sms/verify')[0]?.body).toMatchObject({
        affiliate_name: 'smartresponse',
        unique_affiliate_id: 'SR-5',
      }),
    );
  });
});
