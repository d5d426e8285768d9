import type { UserProfile } from '#shared/api/user.ts';
import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope, makeLegacyDetails } from '../../test/fixtures.ts';

/** The legacy investor user of the tests; the manual clock's today is 2026-01-15 in Helsinki. */
export const LEGACY_USER = 70108;
export const PORTFOLIO_PAGE = `/restricted/investor/fixed-rate-portfolio/${LEGACY_USER}`;

/** `GET api/legacy/portfolio` as the legacy system sends it: euros and fractions. */
export const PORTFOLIO_ANSWER = {
  StartTime: '2024-03-01T00:00:00Z',
  EndTime: '2026-01-15T00:00:00Z',
  Deposits: 20000,
  Withdrawals: 2500.5,
  Fees: 123.45,
  Investments: 18000,
  RepaidCapital: 9000.1,
  InterestPaid: 1456.78,
  FreeCapital: 1234.56,
  PortfolioValue: 10234.56,
  ReturnAfterCreditLossesAndFees: 987.65,
  ActiveInvestments: 9000,
  CreditLosses: 345.67,
  AvgROISinceStart: 0.0612,
  PortfolioGrowth: null,
  NrOfActiveInvestments: 37,
};

/** `count` legacy transactions, one a day back from 2026-01-14, the newest first. */
export function legacyTransactions(count: number, firstDay = Date.UTC(2026, 0, 14, 9)) {
  return Array.from({ length: count }, (_, index) => ({
    Created: new Date(firstDay - index * 86_400_000).toISOString(),
    Amount: 10 + index,
    Type: 'INTEREST_PAID',
    From: { Type: 'LOAN' },
    To: { Type: 'INVESTOR' },
  }));
}

/** A signed-in user of the new service who also has the legacy investor user. */
export const USER_WITH_LEGACY: Partial<UserProfile> = {
  legacy_users: [{ legacy_user_id: LEGACY_USER, legacy_role: 'investor' }],
};

/**
 * A fake API for the legacy screens: the personal details of Liisa (legacy investor user
 * 70108), the portfolio, the given transactions, and an accepted withdrawal.
 */
export function legacyPortfolioApi(
  transactions: unknown[] = legacyTransactions(3),
  portfolio: unknown = PORTFOLIO_ANSWER,
): FakeApi {
  const api = createFakeApi();
  api.on('GET', 'api/legacy/personal-details', {
    status: 200,
    body: envelope(
      makeLegacyDetails({
        legacy_users: [{ legacy_user_id: LEGACY_USER, legacy_role: 'investor' }],
      }),
    ),
  });
  api.on('GET', 'api/legacy/portfolio', { status: 200, body: envelope(portfolio) });
  api.on('GET', 'api/legacy/transactions', { status: 200, body: envelope(transactions) });
  api.on('POST', 'api/legacy/withdraw', { status: 200, body: envelope({ success: true }) });
  return api;
}
