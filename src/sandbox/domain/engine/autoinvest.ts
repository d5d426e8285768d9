import { autoinvestPartSize, paidOutOn, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { post } from '../ledger/post.ts';
import { bookingInstant } from './days.ts';
import { disburse } from './disburse.ts';
import { investingAutoinvestors } from './autoinvest-state.ts';
import { freeCapitalAccount, freeCapitalOf } from './investors.ts';
import { loansIn } from './loans.ts';
import { addPart, partAccount, partsOf } from './parts.ts';
import type { Investor } from './types.ts';

/**
 * Places the autoinvestors' free capital into the loans listed for funding, oldest listing
 * first. Each investor, in autoinvest's fixed order, takes at most one part of a loan, sized by
 * the terms (3.00 % of free capital, 20.00–1000.00 €, never more than the free capital) and by
 * what the loan still lacks; a loan's last part may so be under 20.00 €, or it would never fund.
 * A loan funded in full is paid out on the 2nd banking day after it was signed (listed), or on the
 * first banking day after that it is funded (finance/payout.ts: "2 to 4 banking days"); one not
 * yet funded waits for tomorrow's capital.
 * An investor who has not accepted the latest terms takes no part from the deadline on.
 */
export function runAutoinvest(db: SqlDatabase, day: IsoDate): void {
  const listed = loansIn(db, ['APPROVED'], day);
  if (listed.length === 0) return;
  const at = bookingInstant(day);
  const investors = investingAutoinvestors(db, day);
  // Each investor's free capital is read from the ledger once a day and then follows the parts
  // placed: a balance sums the account's entries, and an investor is asked once per loan listed.
  const free = new Map<Investor, number>();
  const freeOf = (investor: Investor): number => {
    const known = free.get(investor);
    if (known !== undefined) return known;
    const cents = freeCapitalOf(db, investor, day);
    free.set(investor, cents);
    return cents;
  };
  for (const loan of listed) {
    const parts = partsOf(db, loan.id);
    let missing = loan.amountCents - parts.reduce((sum, part) => sum + part.amountCents, 0);
    for (const investor of investors) {
      if (missing === 0) break;
      const invested = parts.some(
        (part) => part.depositOwner === investor.owner && part.depositId === investor.depositId,
      );
      if (invested) continue;
      const available = freeOf(investor);
      const size = Math.min(autoinvestPartSize(available), missing);
      if (size <= 0) continue;
      const part = addPart(db, loan.id, investor, size, day);
      post(db, {
        debit: partAccount(db, part, day).id,
        credit: freeCapitalAccount(db, investor, day).id,
        amountCents: size,
        type: 'INVESTMENTS',
        ref: { loanId: loan.id, loanPartId: part.id },
        bookedAt: at,
      });
      free.set(investor, available - size);
      missing -= size;
    }
    if (missing === 0 && paidOutOn(loan.listedOn, day)) disburse(db, loan, day);
  }
}
