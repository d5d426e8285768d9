import { z } from 'zod';
import {
  addDays,
  addMonths,
  dateParts,
  makeDate,
  type IsoDate,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../db/database.ts';
import { helsinkiDayStart } from '../domain/investors/helsinki-days.ts';
import { portfolioMeasures, type PortfolioAccount } from '../domain/investors/portfolio-kpis.ts';
import { depositFigures } from '../domain/ledger/figures.ts';

/** The persona support staff demonstrate the investor side with (personas/investors.ts). */
export const DEMO_INVESTOR_DEPOSIT = 'DEP1041';

/** How invested the demo investor was at the end of a month: active investments ÷ portfolio value. */
export interface MonthEnd {
  day: IsoDate;
  investedShare: number;
}

export interface DemoInvestorFigures {
  /** The last 12 month ends before `today`, oldest first. */
  monthEnds: MonthEnd[];
  /** The average annual return (XIRR) over the 3 years to `today`, after fees and credit losses. */
  threeYearReturn: number | null;
}

/**
 * The figures the world's loan supply is sized for (issue 20 §2.9, README "The sandbox world"),
 * computed the way the app shows them: the KPI call's portfolio value and active investments at
 * each month end, and its ROI for the last three years.
 */
export function demoInvestorFigures(db: SqlDatabase, today: IsoDate): DemoInvestorFigures {
  const row = db.get(
    z.object({ id: z.number() }),
    'SELECT id FROM deposits WHERE mambu_deposit_id = ?',
    DEMO_INVESTOR_DEPOSIT,
  );
  if (!row) throw new Error(`No deposit ${DEMO_INVESTOR_DEPOSIT}`);
  const deposit: PortfolioAccount = { owner: 'investor-deposit', depositId: row.id };
  const { year, month } = dateParts(today);
  const monthEnds = Array.from({ length: 12 }, (_, index) => {
    // The first day of a month, less one: the end of the month before it.
    const day = addDays(addMonths(makeDate(year, month, 1), index - 11), -1);
    const figures = depositFigures(db, deposit, {
      from: new Date(0),
      to: helsinkiDayStart(addDays(day, 1)),
    });
    return { day, investedShare: figures.activeInvestments / figures.portfolioValue };
  });
  return {
    monthEnds,
    threeYearReturn: portfolioMeasures(db, deposit, addMonths(today, -36), today).roi,
  };
}
