import type { UserProfile } from '#shared/api/user.ts';
import { createFakeApi, type FakeApi, type FakeReply } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';

/** A signed investor's deposit; the manual clock's today is 2026-01-15 in Helsinki. */
export const DEPOSIT = 'DEP1';
export const SIGNED_INVESTOR: Partial<UserProfile> = {
  deposits: [
    { mambu_deposit_id: DEPOSIT, has_signed_contract: true, created_at: '2025-12-01T10:00:00Z' },
  ],
};

export const KPIS_PATH = `api/investor/deposit/${DEPOSIT}`;
export const TRANSACTIONS_PATH = `api/investor/deposit/${DEPOSIT}/transaction`;

/** A KPI answer as the gateway sends it: euros and fractions. */
export const KPI_ANSWER = {
  free_capital: 1234.5,
  deposits: 25000,
  withdrawals: 1500.25,
  fees_paid: 87.6,
  nr_active_investments: 412,
  active_investments: 22510.75,
  repaid_capital: 9876.54,
  interest_paid: 1520.1,
  portfolio_value: 23745.25,
  credit_losses: 310.4,
  roi: 0.0523,
  portfolio_growth: null,
  reference_number: '1234561',
  total_value: 1234567.89,
};

/**
 * A fake API answering the portfolio calls: KPIs as given, no transactions, a reference,
 * autoinvest on and no autosell.
 */
export function portfolioApi(kpis: unknown = KPI_ANSWER): FakeApi {
  const api = createFakeApi();
  api.on('GET', KPIS_PATH, { status: 200, body: envelope(kpis) });
  api.on('GET', TRANSACTIONS_PATH, { status: 200, body: envelope([]) });
  api.on('GET', 'api/investor/funds/reference-number', {
    status: 200,
    body: envelope({ reference_number: '1234561', type: 'deposit' }),
  });
  api.on('GET', `api/investor/deposit/${DEPOSIT}/auto-invest/status`, {
    status: 200,
    body: envelope({ is_active: true, is_enabled: true, signing_right: null }),
  });
  api.on('GET', `api/investor/deposit/${DEPOSIT}/auto-sell/status`, {
    status: 200,
    body: envelope({ active: false, requestedAmount: 0, remainingAmountToSell: 0 }),
  });
  api.on('GET', 'api/document/tac-investor-contract/status', {
    status: 200,
    body: envelope({
      has_signed_terms_and_conditions: true,
      has_signed_latest_terms_and_conditions: true,
      has_signed_investor_contract: true,
      has_signed_latest_investor_contract: true,
    }),
  });
  return api;
}

/** The KPI call, held: `asked` once it has come, `answer` sends KPI_ANSWER back. */
export function holdKpis(api: FakeApi): { asked: () => boolean; answer: () => void } {
  let answer: (() => void) | undefined;
  api.on(
    'GET',
    KPIS_PATH,
    () =>
      new Promise<FakeReply>((resolve) => {
        answer = () => resolve({ status: 200, body: envelope(KPI_ANSWER) });
      }),
  );
  return { asked: () => answer !== undefined, answer: () => answer?.() };
}
