import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

describe('the customer-service page', () => {
  it('shows the e-mail, the general number and the investors’ number, without a session', async () => {
    await renderApp({ path: '/customer-service', bridge: createFakeBridge() });
    await screen.findByRole('heading', { level: 1, name: 'Customer service' });
    const block = screen.getByRole('region', { name: 'Customer service' });
    expect(within(block).getByText('asiakaspalvelu@vertaislaina.fi')).toBeTruthy();
    expect(within(block).getByText('+358 9 4245 1000')).toBeTruthy();
    expect(within(block).queryByText('+358 9 4245 2000')).toBeNull();
    expect(screen.getByText('Investors and companies: +358 9 4245 2000')).toBeTruthy();
  });

  it('is where the footer’s contact link leads', async () => {
    const app = await renderApp({ path: '/about', bridge: createFakeBridge() });
    const link = await screen.findByRole('link', { name: 'Contact us' });
    expect(link.id).toBe('contact-us');
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Customer service' });
    expect(pathOf(app)).toBe('/customer-service');
  });
});
