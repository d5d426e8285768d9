import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { activeAutosell } from './autosell.ts';
import { choosesAutoinvest } from './investors.ts';
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
