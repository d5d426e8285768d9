import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { activeAutosell } from './autosell-requests.ts';
import { autoinvestors, choosesAutoinvest } from './investors.ts';
import { autoinvestHeldForTerms } from './terms-stop.ts';
import type { Investor } from './types.ts';

/**
 * Whether autoinvest places the deposit's capital on `day`, as `auto-invest status` reports it:
 * chosen by the deposit, not held off by an autosell, nor by unaccepted terms after the deadline.
 */
export function autoinvestIsActive(db: SqlDatabase, investor: Investor, day: IsoDate): boolean {
  return (
    activeAutosell(db, investor) === undefined &&
    !autoinvestHeldForTerms(db, investor, day) &&
    choosesAutoinvest(db, investor)
  );
}

/**
 * The deposits autoinvest places capital for on `day`, in its fixed order: those the rule above
 * holds active. autoinvestors() already leaves out the deposits that have not chosen autoinvest
 * and those selling (autosell); the terms hold is the rule's last condition. Every way money is
 * invested, the loans listed for funding and the aftermarket's sales, takes its investors here.
 */
export function investingAutoinvestors(db: SqlDatabase, day: IsoDate): Investor[] {
  return autoinvestors(db).filter((investor) => !autoinvestHeldForTerms(db, investor, day));
}
