import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { finnishBankOf } from '#shared/domain/iban.ts';
import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { unsavedFormsAtom } from '../../state/atoms.ts';

const PATH = '/onboarding/investor/aml';
const IBAN = 'FI21 1234 5600 0007 85';
const SUBMIT = 'Save and continue';
const SERVER_ERROR =
  'We could not process your request. Please try again. If the problem persists, contact customer support.';
const DEPOSIT = { mambu_deposit_id: 'DEP1', has_signed_contract: false, created_at: '2024-01-01' };

type User = ReturnType<typeof userEvent.setup>;

function apiWith(stored: unknown): FakeApi {
  const api = createFakeApi();
  api.on('GET', 'api/aml-pep', { status: 200, body: envelope(stored) });
  api.on('POST', 'api/aml-pep', { status: 200, body: { data: { success: true } } });
  api.on('PATCH', 'api/aml-pep', { status: 200, body: { data: { success: true } } });
  return api;
}

const group = (name: string) => screen.getByRole('group', { name });

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('Bank account number (IBAN)'), IBAN);
  await user.click(
    within(group('Are you a politically exposed person?')).getByRole('radio', { name: 'No' }),
  );
  await user.click(screen.getByRole('checkbox', { name: 'Bonds' }));
  await user.click(screen.getByRole('checkbox', { name: 'Investment advice' }));
  await user.click(screen.getByRole('checkbox', { name: 'Employee' }));
  await user.click(screen.getByRole('checkbox', { name: 'Salary' }));
  await user.click(screen.getByRole('checkbox', { name: 'Savings' }));
  await user.type(screen.getByLabelText('Profession'), 'Engineer');
  await user.type(screen.getByLabelText('Monthly gross income (€)'), '4 200,50');
  await user.type(screen.getByLabelText('Total assets (€)'), '25000');
  await user.selectOptions(
    screen.getByLabelText('How many investments do you make in a year?'),
    'five-ten',
  );
  await user.selectOptions(
    screen.getByLabelText('How much do you invest in a year?'),
    'five-thousands',
  );
  await user.selectOptions(screen.getByLabelText('Risk profile'), 'medium');
}

const GROUP_LEGENDS = [
  'Which investment products are you familiar with?',
  'Which investment services are you familiar with?',
  'Your professional situation',
  'Origin of the invested assets',
  'Goal of the investment',
];

describe('/onboarding/investor/aml', () => {
  it('shows every rule on an empty submit and focuses the first invalid field', async () => {
    await renderApp({ path: PATH, vault: 'user', api: apiWith(null) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SUBMIT }));
    expect(
      await screen.findByText(
        'Some information is missing or invalid. Please check the marked fields.',
      ),
    ).toBeTruthy();
    // IBAN, is_pep, profession, the two amounts and the three choices.
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(8);
    for (const legend of GROUP_LEGENDS) {
      const fieldset = group(legend);
      expect(fieldset.getAttribute('aria-invalid')).toBe('true');
      expect(within(fieldset).getByRole('alert').textContent).toBe(
        'Please choose at least one option',
      );
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Bank account number (IBAN)'));

    await user.type(screen.getByLabelText('Bank account number (IBAN)'), 'FI21 1234 5600 0007 86');
    await user.type(screen.getByLabelText('Monthly gross income (€)'), 'lots');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('IBAN is not valid')).toBeTruthy();
    expect(screen.getByText('Enter an amount in euros, for example 2500')).toBeTruthy();

    // Ticking a box clears its group's error.
    await user.click(screen.getByRole('checkbox', { name: 'Bonds' }));
    await waitFor(() =>
      expect(group(GROUP_LEGENDS[0] ?? '').getAttribute('aria-invalid')).toBeNull(),
    );
  });

  it('tells the session timeout while typed answers are unsent', async () => {
    const app = await renderApp({ path: PATH, vault: 'user', api: apiWith(null) });
    const iban = await screen.findByLabelText('Bank account number (IBAN)');
    expect(app.store.get(unsavedFormsAtom)).toBe(0);
    await userEvent.setup().type(iban, 'FI');
    expect(app.store.get(unsavedFormsAtom)).toBe(1);
  });

  it('focuses the first invalid group when the fields above it are valid', async () => {
    await renderApp({ path: PATH, vault: 'user', api: apiWith(null) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bank account number (IBAN)'), IBAN);
    await user.click(
      within(group('Are you a politically exposed person?')).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('checkbox', { name: 'Publicly traded stocks' }),
      ),
    );
  });

  it('shows the bank as the IBAN is typed, the PEP flags when yes, a specification while its box is ticked', async () => {
    await renderApp({ path: PATH, vault: 'user', api: apiWith(null) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bank account number (IBAN)'), IBAN);
    expect(screen.getByText(`Bank: ${finnishBankOf(IBAN) ?? ''}`)).toBeTruthy();

    expect(screen.queryByRole('checkbox', { name: 'I am a member of parliament' })).toBeNull();
    await user.click(
      within(group('Are you a politically exposed person?')).getByRole('radio', { name: 'Yes' }),
    );
    expect(screen.getByRole('checkbox', { name: 'I am a member of parliament' })).toBeTruthy();

    expect(screen.queryByLabelText('Which investment funds?')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Investment funds' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const funds = await screen.findByLabelText('Which investment funds?');
    await waitFor(() => expect(funds.getAttribute('aria-invalid')).toBe('true'));
    await user.type(funds, 'Index funds');
    await user.click(screen.getByRole('checkbox', { name: 'Investment funds' }));
    expect(screen.queryByLabelText('Which investment funds?')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Investment funds' }));
    expect(screen.getByLabelText<HTMLInputElement>('Which investment funds?').value).toBe('');
  });

  it('POSTs a new questionnaire and goes on to the contract', async () => {
    const api = apiWith(null);
    const app = await renderApp({ path: PATH, vault: 'user', api });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: SUBMIT });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/contract'));
    expect(api.calls('PATCH', 'api/aml-pep')).toHaveLength(0);
    expect(api.calls('POST', 'api/aml-pep')[0]?.body).toMatchObject({
      iban: 'FI2112345600000785',
      bank_name: finnishBankOf(IBAN),
      is_pep: false,
      is_member_of_parliament: false,
      is_familiar_with_bonds: true,
      is_familiar_with_investment_funds: false,
      investment_funds_specification: null,
      profession: 'Engineer',
      monthly_gross_income_amount: 4200.5,
      total_assets_amount: 25000,
      annual_investment_count: 'five-ten',
      annual_investment_amount: 'five-thousands',
      risk_profile: 'medium',
      force_aml_fill_in: false,
    });
  });

  it('prefills the stored questionnaire, shows the refill message when forced, and PATCHes', async () => {
    const api = apiWith({
      iban: 'FI2112345600000785',
      bank_name: 'Nordea',
      is_pep: false,
      is_familiar_with_bonds: true,
      is_familiar_with_investment_advice: true,
      is_employee: true,
      origin_of_invested_assets_is_salary: true,
      goal_of_investment_is_other: true,
      goal_of_investment_specification: 'A house',
      profession: 'Engineer',
      monthly_gross_income_amount: 4200,
      total_assets_amount: 25000,
      annual_investment_count: 'five-ten',
      annual_investment_amount: 'five-thousands',
      risk_profile: 'low',
    });
    const app = await renderApp({
      path: PATH,
      vault: 'user',
      api,
      profile: { force_aml_fill_in: true, deposits: [DEPOSIT] },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Please fill in the customer information form again to keep your details up to date.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Profession').value).toBe('Engineer');
    expect(
      screen.getByLabelText<HTMLInputElement>('Describe the goal of the investment').value,
    ).toBe('A house');
    await user.selectOptions(screen.getByLabelText('Risk profile'), 'high');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/contract'));
    expect(api.calls('POST', 'api/aml-pep')).toHaveLength(0);
    expect(api.calls('PATCH', 'api/aml-pep')[0]?.body).toMatchObject({
      risk_profile: 'high',
      goal_of_investment_specification: 'A house',
      monthly_gross_income_amount: 4200,
    });
  });

  it('sends a user with deposits who is not asked to refill to the dashboard', async () => {
    const api = apiWith(null);
    const app = await renderApp({
      path: PATH,
      vault: 'user',
      api,
      profile: { deposits: [DEPOSIT] },
    });
    await waitFor(() => expect(pathOf(app)).not.toBe(PATH));
    expect(pathOf(app).startsWith('/dashboard')).toBe(true);
    expect(api.calls('GET', 'api/aml-pep')).toHaveLength(0);
  });

  it('shows SERVER_ERROR when saving fails', async () => {
    const api = apiWith(null);
    api.on('POST', 'api/aml-pep', { status: 500, body: { message: 'boom' } });
    const app = await renderApp({ path: PATH, vault: 'user', api });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: SUBMIT });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText(SERVER_ERROR)).toBeTruthy();
    expect(pathOf(app)).toBe(PATH);
  });

  it('shows SERVER_ERROR when the stored questionnaire cannot be read', async () => {
    const api = apiWith(null);
    api.on('GET', 'api/aml-pep', { status: 500, body: { message: 'boom' } });
    await renderApp({ path: PATH, vault: 'user', api });
    expect(await screen.findByText(SERVER_ERROR)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SUBMIT })).toBeNull();
  });
});
