import type { IsoDate, LoanProduct } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { post } from '../ledger/post.ts';
import { bookingInstant } from '../engine/days.ts';
import { disburse } from '../engine/disburse.ts';
import { freeCapitalAccount, freeCapitalOf } from '../engine/investors.ts';
import { getLoan } from '../engine/loans.ts';
import { addPart, partAccount } from '../engine/parts.ts';
import type { Behaviour, Investor } from '../engine/types.ts';

/** A legacy investor user's old fixed-rate portfolio, as the engine knows it (migration 0009). */
export const legacyPortfolio = (legacyUserId: number): Investor => ({
  owner: 'legacy-portfolio',
  depositId: legacyUserId,
});

/**
 * The old platform's investors who are not personas, as one old portfolio (no legacy_users row):
 * they fund the legacy borrower personas' loans. Below every legacy user id the personas use.
 */
export const OLD_PLATFORM_INVESTORS = 70_000;

/** An investment the old platform made: one fixed-rate loan funded from the old portfolio. */
export interface FixedRateInvestment {
  cents: number;
  termMonths: number;
  /** The loan's fixed nominal rate, in basis points. */
  annualRateBp: number;
  dueDay: number;
  behaviour: Behaviour;
  behaviourSeed: number;
  /**
   * The simulated borrower's number (no users row, as the synthetic borrowers), or for a legacy
   * borrower persona's loan its legacy user id.
   */
  borrowerNumber: number;
  /**
   * 'fixed' unless given: a legacy borrower's variable-interest loan is 'reducing', whose rate
   * the engine lowers as installments are paid on time.
   */
  product?: LoanProduct;
}

/**
 * The old platform funded a fixed-rate loan from the portfolio's free capital and paid it out
 * the same day (investor.md §9: loans before 31.12.2019 are on the old platform). Booked as the
 * new platform books an investment: the part's INVESTMENTS entry, then the payout, so from here
 * on the engine repays it, reminds, writes it off and sells its claim like any other loan.
 * Returns the loan's id.
 */
export function placeFixedRateLoan(
  db: SqlDatabase,
  legacyUserId: number,
  investment: FixedRateInvestment,
  day: IsoDate,
): number {
  const portfolio = legacyPortfolio(legacyUserId);
  const free = freeCapitalOf(db, portfolio, day);
  if (investment.cents > free) {
    throw new Error(
      `Old portfolio ${legacyUserId} has ${free} cents on ${day}, not ${investment.cents}`,
    );
  }
  return db.transaction(() => {
    const loanId = db.run(
      `INSERT INTO engine_loans (borrower_user_id, product, amount_cents, annual_rate_bp,
         term_months, due_day, behaviour, behaviour_seed, state, listed_on)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'APPROVED', ?)`,
      investment.borrowerNumber,
      investment.product ?? 'fixed',
      investment.cents,
      investment.annualRateBp,
      investment.termMonths,
      investment.dueDay,
      investment.behaviour,
      investment.behaviourSeed,
      day,
    ).lastInsertRowid;
    const part = addPart(db, loanId, portfolio, investment.cents, day);
    post(db, {
      debit: partAccount(db, part, day).id,
      credit: freeCapitalAccount(db, portfolio, day).id,
      amountCents: investment.cents,
      type: 'INVESTMENTS',
      ref: { loanId, loanPartId: part.id },
      bookedAt: bookingInstant(day),
    });
    disburse(db, getLoan(db, loanId), day);
    return loanId;
  });
}
