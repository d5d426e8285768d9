import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app/create-app.tsx';
import { AppProviders } from '../../app/providers.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { createFakeApi, type FakeReply } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { AddFundsSection } from './AddFundsSection.tsx';

async function renderSection(
  reply: FakeReply,
  language: 'en' | 'fi' = 'en',
  companyDepositId: string | null = null,
) {
  const api = createFakeApi();
  api.on('GET', 'api/investor/funds/reference-number', reply);
  await renderWith(api, companyDepositId, language);
  return api;
}

async function renderWith(
  api: ReturnType<typeof createFakeApi>,
  companyDepositId: string | null,
  language: 'en' | 'fi' = 'en',
) {
  const bridge = createFakeBridge({ token: 'T' });
  const settings = { ...(await bridge.settings.get()), language };
  const app = createApp({
    bridge,
    settings,
    i18n: createI18n(settings.language),
    platform: 'web',
    adapter: api.adapter,
    queryRetryDelay: 0,
    initialEntries: ['/'],
  });
  render(
    <AppProviders services={app.services} i18n={app.i18n}>
      <AddFundsSection companyDepositId={companyDepositId} />
    </AppProviders>,
  );
}

/** A company portfolio's figures: only the reference number matters here. */
const KPIS_WITH_REFERENCE = {
  free_capital: 0,
  deposits: 0,
  withdrawals: 0,
  fees_paid: 0,
  nr_active_investments: 0,
  active_investments: 0,
  repaid_capital: 0,
  interest_paid: 0,
  portfolio_value: 0,
  credit_losses: 0,
  roi: null,
  portfolio_growth: null,
  reference_number: '1',
};

const reference = {
  status: 200,
  body: envelope({ reference_number: '1234567897', type: 'investor' }),
};

describe('AddFundsSection', () => {
  it('shows the reference grouped in fives, the receiver account, bank code and name', async () => {
    await renderSection(reference);
    const section = screen.getByRole('region', { name: 'Add funds' });
    expect(section.id).toBe('add-funds');
    await within(section).findByText('12345 67897');
    const value = (term: string) => within(section).getByText(term).nextElementSibling?.textContent;
    expect(value("Receiver's account (IBAN)")).toBe('FI74 4055 0010 2030 40');
    expect(value('Bank code (BIC)')).toBe('HELSFIHH');
    expect(value('Receiver')).toBe('Vertaislaina Oy');
  });

  it('suggests 20 € a month, formatted for the language', async () => {
    await renderSection(reference);
    screen.getByText('We suggest investing at least €20.00 a month.');
  });

  it('formats the suggestion the Finnish way in Finnish', async () => {
    await renderSection(reference, 'fi');
    // The text matcher reads the no-break space before € as a space.
    screen.getByText('Suosittelemme sijoittamaan vähintään 20,00 € kuukaudessa.');
  });

  it('copies the reference without spaces and says so', async () => {
    await renderSection(reference);
    const copy = await screen.findByRole('button', { name: 'Copy the reference number' });
    // user-event provides the clipboard that the button writes to.
    const user = userEvent.setup();
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('1234567897');
    await screen.findByText('Reference number copied.');
  });

  it('shows a company portfolio’s own reference, from its figures, not the user’s', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/investor/deposit/DEP5011', {
      status: 200,
      body: envelope({ ...KPIS_WITH_REFERENCE, reference_number: '50115' }),
    });
    await renderWith(api, 'DEP5011');
    const section = screen.getByRole('region', { name: 'Add funds' });
    await within(section).findByText('50115');
    expect(api.requests.some((r) => r.path === 'api/investor/funds/reference-number')).toBe(false);
  });

  it('tells when the reference number cannot be loaded', async () => {
    await renderSection({ status: 500, body: { message: 'boom' } });
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Copy the reference number' })).toBeNull();
  });
});
