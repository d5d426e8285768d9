import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { finnishBankOf } from '#shared/domain/iban.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { unsavedFormsAtom } from '../../state/atoms.ts';
import { companyDeposit, representativeOf } from './test-company.ts';

const PATH = '/onboarding/company/530/investor/aml';
const IBAN = 'FI21 1234 5600 0007 85';
const SUBMIT = 'Save and continue';
const SERVER_ERROR =
  'We could not process your request. Please try again. If the problem persists, contact customer support.';
const OWNERS_QUESTION = 'Does the company have beneficial owners?';

type User = ReturnType<typeof userEvent.setup>;
function amlApi() {
  const api = createFakeApi();
  api.on('GET', 'api/user', {
    status: 200,
    body: envelope(makeProfile(representativeOf())),
  });
  // The gateway opens the company's deposit with the first questionnaire.
  api.on('POST', 'api/company/530/aml', () => {
    api.on('GET', 'api/user', {
      status: 200,
      body: envelope(makeProfile(representativeOf([companyDeposit(false)]))),
    });
    return { status: 200, body: { data: { success: true } } };
  });
  return api;
}

const group = (name: string) => screen.getByRole('group', { name });
const answer = async (user: User, question: string, option: 'Yes' | 'No') =>
  user.click(within(group(question)).getByRole('radio', { name: option }));

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('Bank account number (IBAN)'), IBAN);
  await answer(
    user,
    'Is a person acting for the company, or one of its beneficial owners, a politically exposed person?',
    'No',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Capital market instruments' }));
  await user.click(screen.getByRole('checkbox', { name: 'Asset management' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sale of assets' }));
  await user.click(screen.getByRole('checkbox', { name: 'Generating returns' }));
  await user.type(screen.getByLabelText('Business sector'), 'Consulting');
  await user.type(screen.getByLabelText('Turnover (€)'), '450 000');
  await user.type(screen.getByLabelText('Profit or loss (€)'), '-12 000,50');
  await user.type(screen.getByLabelText('Balance sheet total (€)'), '300000');
  await user.selectOptions(
    screen.getByLabelText('How many investments do you make in a year?'),
    'five-ten',
  );
  await user.selectOptions(
    screen.getByLabelText('How much do you invest in a year?'),
    'more-than-fifty',
  );
  await user.selectOptions(screen.getByLabelText('Risk profile'), 'medium');
  await answer(user, OWNERS_QUESTION, 'Yes');
  const first = group('Beneficial owner 1');
  await user.type(within(first).getByLabelText('Full name'), 'Mikko Saarinen');
  await user.type(within(first).getByLabelText('Social security number'), '170982-246A');
}

async function openAml(api = amlApi()) {
  const app = await renderApp({ path: PATH, vault: 'user', api });
  await screen.findByRole('heading', { name: 'Know your customer: Saarinen Consulting Oy' });
  return app;
}

const GROUP_LEGENDS = [
  'Which investment products is the company familiar with?',
  'Which investment services is the company familiar with?',
  "Origin of the company's funds",
  "Goal of the company's investment",
];

describe('/onboarding/company/{companyId}/investor/aml', () => {
  it('asks the company’s questions: capital markets, the origin of funds, goals without pension', async () => {
    await openAml();
    expect(screen.getByRole('checkbox', { name: 'Capital market instruments' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Money market instruments' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Pension' })).toBeNull();
    expect(screen.queryByLabelText('Profession')).toBeNull();
    for (const box of [
      'Additional capital from the owners',
      'Sale of assets',
      'Business activities or an acquisition',
    ]) {
      expect(
        within(group(GROUP_LEGENDS[2] ?? '')).getByRole('checkbox', { name: box }),
      ).toBeTruthy();
    }
  });

  it('tells the session timeout while typed answers are unsent', async () => {
    const app = await openAml();
    expect(app.store.get(unsavedFormsAtom)).toBe(0);
    await userEvent.setup().type(screen.getByLabelText('Bank account number (IBAN)'), 'FI');
    expect(app.store.get(unsavedFormsAtom)).toBe(1);
  });

  it('shows every rule on an empty continue and focuses the first invalid field', async () => {
    await openAml();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(
      await screen.findByText(
        'Some information is missing or invalid. Please check the marked fields.',
      ),
    ).toBeTruthy();
    // IBAN, is_pep, the four figures, the three choices and the beneficial-owner question.
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(10);
    for (const legend of GROUP_LEGENDS) {
      expect(group(legend).getAttribute('aria-invalid')).toBe('true');
    }
    expect(group(OWNERS_QUESTION).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Bank account number (IBAN)'));

    await user.click(
      screen.getByRole('checkbox', { name: 'Business activities or an acquisition' }),
    );
    await waitFor(() =>
      expect(group(GROUP_LEGENDS[2] ?? '').getAttribute('aria-invalid')).toBeNull(),
    );
  });

  it('requires the specification of other origin while it is ticked', async () => {
    await openAml();
    const user = userEvent.setup();
    const origins = group(GROUP_LEGENDS[2] ?? '');
    await user.click(within(origins).getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const specification = await screen.findByLabelText('Describe the origin of the funds');
    await waitFor(() => expect(specification.getAttribute('aria-invalid')).toBe('true'));
  });

  it('lists at most 4 beneficial owners, removable only while there are more than one', async () => {
    await openAml();
    const user = userEvent.setup();
    expect(
      screen.getByText(
        'A beneficial owner is a person who owns more than 25 % of the company or holds more than 25 % of its votes, directly or through other companies.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Beneficial owner 1' })).toBeNull();
    await answer(user, OWNERS_QUESTION, 'Yes');
    expect(group('Beneficial owner 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove beneficial owner/ })).toBeNull();

    const add = () => user.click(screen.getByRole('button', { name: 'Add a beneficial owner' }));
    await add();
    expect(screen.getAllByRole('button', { name: /Remove beneficial owner/ })).toHaveLength(2);
    await add();
    await add();
    expect(group('Beneficial owner 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a beneficial owner' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove beneficial owner 2' }));
    expect(screen.queryByRole('group', { name: 'Beneficial owner 4' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a beneficial owner' })).toBeTruthy();

    await answer(user, OWNERS_QUESTION, 'No');
    expect(screen.queryByRole('group', { name: 'Beneficial owner 1' })).toBeNull();
  });

  it('checks each owner’s name and social security number', async () => {
    await openAml();
    const user = userEvent.setup();
    await answer(user, OWNERS_QUESTION, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add a beneficial owner' }));
    const second = group('Beneficial owner 2');
    await user.type(within(second).getByLabelText('Full name'), 'Aino Virtanen');
    await user.type(within(second).getByLabelText('Social security number'), '140396-102X');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const first = group('Beneficial owner 1');
    await waitFor(() =>
      expect(within(first).getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      within(first).getByLabelText('Social security number').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(second).getByText('Social security number is not valid')).toBeTruthy();
  });

  it('posts the questionnaire and goes on to the company contract', async () => {
    const api = amlApi();
    const app = await openAml(api);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/company/530/contract'));
    expect(api.calls('POST', 'api/company/530/aml')[0]?.body).toMatchObject({
      iban: 'FI2112345600000785',
      bank_name: finnishBankOf(IBAN),
      is_pep: false,
      is_familiar_with_capital_markets: true,
      origin_of_funds_is_asset_sale: true,
      origin_of_funds_specification: null,
      business_sector: 'Consulting',
      turnover: 450000,
      profit: -12000.5,
      balance_sheet_total: 300000,
      annual_investment_count: 'five-ten',
      annual_investment_amount: 'more-than-fifty',
      risk_profile: 'medium',
      is_beneficial_owner: true,
      beneficial_owner_list: 'Mikko Saarinen, 170982-246A',
    });
    await screen.findByRole('heading', { name: 'Company investor contract' });
  });

  it('shows SERVER_ERROR when saving fails and stays', async () => {
    const api = amlApi();
    api.on('POST', 'api/company/530/aml', { status: 500, body: { message: 'boom' } });
    const app = await openAml(api);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText(SERVER_ERROR)).toBeTruthy();
    expect(pathOf(app)).toBe(PATH);
  });

  it('is not found for a company the user does not represent', async () => {
    const api = createFakeApi();
    await renderApp({
      path: '/onboarding/company/999/investor/aml',
      vault: 'user',
      api,
      profile: representativeOf(),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.calls('POST', 'api/company/999/aml')).toHaveLength(0);
  });
});
