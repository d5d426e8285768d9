import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { LegacyPortfolio } from '#shared/api/legacy.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { findAccount, freeCapital } from '../ledger/accounts.ts';
import { entries } from '../ledger/entries.ts';
import { helsinkiDays } from '../investors/helsinki-days.ts';
import { portfolioMeasures } from '../investors/portfolio-kpis.ts';
import { legacyPortfolio } from './fixed-rate-loans.ts';

const openedRow = z.object({ opened_at: z.string().nullable() });

/** The day the old portfolio started: its first account's opening (its first deposit). */
export function legacyPortfolioStart(db: SqlDatabase, legacyUserId: number): IsoDate | undefined {
  const opened = db.get(
    openedRow,
    `SELECT min(opened_at) AS opened_at FROM ledger_accounts
     WHERE owner_kind = 'legacy-portfolio' AND owner_id = ?`,
    legacyUserId,
  )?.opened_at;
  return opened ? helsinkiToday(new Date(opened)) : undefined;
}

/** What debt purchasers paid into the portfolio for its written-off claims, in the days given. */
function creditLossRecoveries(
  db: SqlDatabase,
  legacyUserId: number,
  fromDate: IsoDate,
  toDate: IsoDate,
): number {
  const account = findAccount(db, freeCapital('legacy-portfolio', legacyUserId));
  if (!account) return 0;
  const range = { ...helsinkiDays(fromDate, toDate), types: ['CREDIT_LOSS_BUY_PRICE'] as const };
  let cents = 0;
  for (const entry of entries(db, account.id, range)) cents += entry.amountCents;
  return cents;
}

/**
 * `GET api/legacy/portfolio`: the old portfolio's figures from its start to `today`, in cents,
 * each from the ledger as the new portfolio's are (portfolio-kpis.ts). The return after credit
 * losses and fees is the interest earned and the claims' sale prices less the fees and the
 * principal lost. A portfolio with no history yet starts today.
 */
export function legacyPortfolioKpis(
  db: SqlDatabase,
  legacyUserId: number,
  today: IsoDate,
): LegacyPortfolio {
  const start = legacyPortfolioStart(db, legacyUserId) ?? today;
  const { figures, roi, growth } = portfolioMeasures(
    db,
    legacyPortfolio(legacyUserId),
    start,
    today,
  );
  return {
    StartTime: start,
    EndTime: today,
    Deposits: figures.deposits,
    Withdrawals: figures.withdrawals,
    Fees: figures.feesPaid,
    Investments: figures.investments,
    RepaidCapital: figures.repaidCapital,
    InterestPaid: figures.interestPaid,
    FreeCapital: figures.freeCapital,
    PortfolioValue: figures.portfolioValue,
    ReturnAfterCreditLossesAndFees:
      figures.interestPaid +
      creditLossRecoveries(db, legacyUserId, start, today) -
      figures.feesPaid -
      figures.creditLosses,
    ActiveInvestments: figures.activeInvestments,
    CreditLosses: figures.creditLosses,
    AvgROISinceStart: roi,
    PortfolioGrowth: growth,
    NrOfActiveInvestments: figures.nrActiveInvestments,
  };
}
