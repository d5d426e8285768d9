import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const PATH = '/register/foreign-investor/provide-details';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Given name'), 'Anna');
  await user.type(screen.getByLabelText('Family name'), 'Schmidt');
  await user.type(screen.getByLabelText('Date of birth'), '1983-04-17');
  await user.type(screen.getByLabelText('Street address'), 'Kastanienallee 12');
  await user.type(screen.getByLabelText('Postcode'), '10435');
  await user.type(screen.getByLabelText('City'), 'Berlin');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.type(screen.getByLabelText('Passport number'), 'C01X00T47');
  await user.type(screen.getByLabelText('Passport expiry date'), '2031-05-01');
  const american = screen.getByRole('group', { name: 'Are you a US citizen or US tax resident?' });
  await user.click(within(american).getByRole('radio', { name: 'No' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions and the price list' }),
  );
}

describe('/register/foreign-investor/provide-details', () => {
  it('shows every rule on an empty submit, with a summary and focus on the first field', async () => {
    await renderApp({ path: PATH });
    const user = userEvent.setup();
    for (const label of [
      'Country',
      'Nationality',
      'Country of taxation',
      'Passport issuing country',
    ]) {
      expect(screen.getByLabelText<HTMLSelectElement>(label).value).toBe('FI');
    }
    expect(screen.queryByLabelText('US tax identification number (TIN)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to identity verification' }));
    expect(
      await screen.findByText(
        'Some information is missing or invalid. Please check the marked fields.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(9);
    expect(screen.getByText('Please check the terms')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Given name'));

    const american = screen.getByRole('group', {
      name: 'Are you a US citizen or US tax resident?',
    });
    await user.click(within(american).getByRole('radio', { name: 'Yes' }));
    const tin = await screen.findByLabelText('US tax identification number (TIN)');
    await user.click(screen.getByRole('button', { name: 'Continue to identity verification' }));
    await waitFor(() => expect(tin.getAttribute('aria-invalid')).toBe('true'));
  });

  it('ticks the terms from the terms dialog and returns to the form', async () => {
    const app = await renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Given name'), 'Anna');
    await user.click(
      screen.getByRole('link', { name: 'Read the terms and conditions and the price list' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Terms and conditions and price list',
    });
    await user.click(within(dialog).getByRole('link', { name: 'Price list' }));
    expect(app.bridge.app.openExternal).toHaveBeenCalledWith(
      'https://www.vertaislaina.fi/en/price-list',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pathOf(app)).toBe(PATH));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const box = screen.getByRole('checkbox', {
      name: 'I accept the terms and conditions and the price list',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Given name').value).toBe('Anna');
  });

  it('posts the details and maps a 422 back to the fields', async () => {
    const api = createFakeApi();
    api.on('POST', 'api/auth/signicat/redirect/onfido', {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          passport_number: ['Passport number is not valid', 'second'],
          birthdate: ['validation.required'],
        },
      },
    });
    await renderApp({ path: PATH, api });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to identity verification' }));
    expect(await screen.findByText('Passport number is not valid')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.getByText('This field cannot be empty')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Date of birth')),
    );
    expect(api.calls('POST', 'api/auth/signicat/redirect/onfido')[0]?.body).toEqual({
      given_name: 'Anna',
      family_name: 'Schmidt',
      birthdate: '1983-04-17',
      line1: 'Kastanienallee 12',
      line2: null,
      city: 'Berlin',
      postcode: '10435',
      country: 'DE',
      nationality: 'FI',
      taxation_country: 'FI',
      passport_number: 'C01X00T47',
      passport_issued_country: 'FI',
      passport_expiry_date: '2031-05-01',
      is_american: false,
      tax_identification_number: null,
      is_checked_terms_and_conditions: true,
      language: 'en',
      method: 'onfido',
    });
  });
});
