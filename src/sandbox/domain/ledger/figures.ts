import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { balanceBeforeSql } from './balance.ts';
import type { DepositOwner } from './types.ts';

/**
 * A deposit's figures (investor.md §3 KPIs) that follow from the ledger alone, in cents. The flows
 * are those booked in [from, to), summed with their signs so that a correction booked as a
 * reverse entry of the same type nets out; the positions are the balances as of `to`. ROI (XIRR)
 * and portfolio growth need cash-flow dates and valuations and are computed elsewhere.
 */
export interface DepositFigures {
  /** Bank transfers in, and transfers in from the user's old fixed-rate portfolio. */
  deposits: number;
  /** Withdrawals to the bank, and an old portfolio's transfers out to the new one. */
  withdrawals: number;
  /** Everything the deposit paid to the marketplace's fee account, less fees paid back. */
  feesPaid: number;
  investments: number;
  repaidCapital: number;
  /** Gross interest, before the administration fee (which is in feesPaid). */
  interestPaid: number;
  /** Principal of the deposit's loan parts written off. */
  creditLosses: number;
  freeCapital: number;
  activeInvestments: number;
  nrActiveInvestments: number;
  portfolioValue: number;
}

const flowsRow = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  fees_paid: z.number(),
  investments: z.number(),
  repaid_capital: z.number(),
  interest_paid: z.number(),
  credit_losses: z.number(),
});

// Every leg on one of the deposit's accounts, signed as that account sees it (money in positive),
// with the kind of the deposit's account and the owner of the other one. Each arm walks an
// account index by booking time. An INTERNAL_TRANSFER (between a user's old and new portfolio)
// is money the investor moved in or out, so it counts with the deposits or the withdrawals.
const FLOWS = `
WITH mine AS (SELECT id, kind FROM ledger_accounts WHERE owner_kind = ?1 AND owner_id = ?2),
legs AS (
  SELECT a.kind, e.type, e.amount_cents AS cents, c.owner_kind AS counter
  FROM mine a
  JOIN ledger_entries e ON e.debit_account_id = a.id AND e.booked_at >= ?3 AND e.booked_at < ?4
  JOIN ledger_accounts c ON c.id = e.credit_account_id
  UNION ALL
  SELECT a.kind, e.type, -e.amount_cents, c.owner_kind
  FROM mine a
  JOIN ledger_entries e ON e.credit_account_id = a.id AND e.booked_at >= ?3 AND e.booked_at < ?4
  JOIN ledger_accounts c ON c.id = e.debit_account_id
)
SELECT
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital'
    AND (type = 'DEPOSIT' OR (type = 'INTERNAL_TRANSFER' AND cents > 0))), 0) AS deposits,
  -coalesce(sum(cents) FILTER (WHERE kind = 'free-capital'
    AND (type = 'WITHDRAWAL' OR (type = 'INTERNAL_TRANSFER' AND cents < 0))), 0) AS withdrawals,
  -coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND counter = 'marketplace'), 0)
    AS fees_paid,
  -coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND type = 'INVESTMENTS'), 0)
    AS investments,
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND type = 'REPAID_CAPITAL'), 0)
    AS repaid_capital,
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND type = 'INTEREST_PAID'), 0)
    AS interest_paid,
  -coalesce(sum(cents) FILTER (WHERE kind = 'invested-capital' AND type = 'CREDIT_LOSS_AMOUNT'), 0)
    AS credit_losses
FROM legs`;

const positionsRow = z.object({
  free_capital: z.number(),
  active_investments: z.number(),
  nr_active_investments: z.number(),
});

// Each account's balance as balance.ts reads it.
const POSITIONS = `
WITH balances AS (
  SELECT a.kind, ${balanceBeforeSql('a.id', '?3')} AS cents
  FROM ledger_accounts a WHERE a.owner_kind = ?1 AND a.owner_id = ?2
)
SELECT
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital'), 0) AS free_capital,
  coalesce(sum(cents) FILTER (WHERE kind = 'invested-capital'), 0) AS active_investments,
  count(*) FILTER (WHERE kind = 'invested-capital' AND cents > 0) AS nr_active_investments
FROM balances`;

export function depositFigures(
  db: SqlDatabase,
  deposit: { owner: DepositOwner; depositId: number },
  range: { from: Date; to: Date },
): DepositFigures {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const flows = db.get(flowsRow, FLOWS, deposit.owner, deposit.depositId, from, to);
  const positions = db.get(positionsRow, POSITIONS, deposit.owner, deposit.depositId, to);
  if (!flows || !positions) throw new Error('An aggregate query returned no row');
  return {
    deposits: flows.deposits,
    withdrawals: flows.withdrawals,
    feesPaid: flows.fees_paid,
    investments: flows.investments,
    repaidCapital: flows.repaid_capital,
    interestPaid: flows.interest_paid,
    creditLosses: flows.credit_losses,
    freeCapital: positions.free_capital,
    activeInvestments: positions.active_investments,
    nrActiveInvestments: positions.nr_active_investments,
    portfolioValue: positions.free_capital + positions.active_investments,
  };
}
