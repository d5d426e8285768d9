import { centsToEuroText } from '#shared/api/money.ts';
import type { EndpointReply } from '#shared/api/endpoint.ts';
import type { investorApi } from '#shared/api/investor.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { xirr, type CashFlow } from '#shared/domain/finance/xirr.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { sellableCapital } from '../engine/aftermarket.ts';
import { depositFigures, depositPositions, type DepositFigures } from '../ledger/figures.ts';
import { freeCapitalDays, type Portfolio } from '../ledger/flows.ts';
import type { UserDeposit } from './deposit-of-user.ts';
import { helsinkiDays } from './helsinki-days.ts';

type KpiReply = EndpointReply<typeof investorApi.kpis>;

/** A portfolio as the ledger knows it: a deposit, or a legacy user's old portfolio. */
export type PortfolioAccount = Portfolio;

/** A portfolio's figures for a range of days, with its return (XIRR) and growth. */
export interface PortfolioMeasures {
  figures: DepositFigures;
  /** Average annual return, a fraction (XIRR); null when it has no answer. */
  roi: number | null;
  /** The range's gain over what was at work, a fraction; null when nothing was. */
  growth: number | null;
}

/** The money the investor moved into or out of the portfolio (figures.ts counts the same). */
const INVESTOR_FLOWS = ['DEPOSIT', 'WITHDRAWAL', 'INTERNAL_TRANSFER'] as const;

/**
 * The money that crossed between the investor and the portfolio on the Helsinki days of the range,
 * with the value held at its start and end, as XIRR flows: what the investor put in is negative,
 * what they got or still hold positive (investor.md §3: roi is the average annual return, XIRR).
 * Each day's flows are summed to one, which is the same rate as one flow per entry: XIRR
 * discounts the flows of a day alike.
 */
function cashFlows(
  db: SqlDatabase,
  portfolio: PortfolioAccount,
  range: { fromDate: IsoDate; toDate: IsoDate },
  startValue: number,
  endValue: number,
): CashFlow[] {
  const flows: CashFlow[] = [{ date: range.fromDate, amount: -startValue }];
  const days = freeCapitalDays(db, portfolio, range.fromDate, range.toDate, INVESTOR_FLOWS);
  for (const { day, inCents, outCents } of days) {
    flows.push({ date: day, amount: outCents - inCents });
  }
  flows.push({ date: range.toDate, amount: endValue });
  return flows;
}

/**
 * A portfolio's measures for the Helsinki days fromDate to toDate, all from the ledger.
 * Portfolio growth is the range's gain (end value less start value less net deposits) over
 * what was at work (start value plus deposits); null when nothing was.
 */
export function portfolioMeasures(
  db: SqlDatabase,
  portfolio: PortfolioAccount,
  fromDate: IsoDate,
  toDate: IsoDate,
): PortfolioMeasures {
  const range = { ...helsinkiDays(fromDate, toDate), fromDate, toDate };
  const figures = depositFigures(db, portfolio, range);
  const startValue = depositPositions(db, portfolio, range.from).portfolioValue;
  const endValue = figures.portfolioValue;
  const atWork = startValue + figures.deposits;
  const gain = endValue - startValue - (figures.deposits - figures.withdrawals);
  return {
    figures,
    roi: xirr(cashFlows(db, portfolio, range, startValue, endValue)),
    growth: atWork > 0 ? gain / atWork : null,
  };
}

/**
 * `GET api/investor/deposit/{id}`: the deposit's measures in the gateway's form. Sellable capital
 * is what the aftermarket would sell for an autosell now (aftermarket.ts), not every investment:
 * parts of loans in arrears or not yet paid out find no buyer.
 */
export function portfolioKpis(
  db: SqlDatabase,
  deposit: UserDeposit,
  fromDate: IsoDate,
  toDate: IsoDate,
): KpiReply {
  const { figures, roi, growth } = portfolioMeasures(
    db,
    { owner: deposit.owner, depositId: deposit.id },
    fromDate,
    toDate,
  );
  return {
    free_capital: centsToEuroText(figures.freeCapital),
    deposits: centsToEuroText(figures.deposits),
    withdrawals: centsToEuroText(figures.withdrawals),
    fees_paid: centsToEuroText(figures.feesPaid),
    nr_active_investments: figures.nrActiveInvestments,
    active_investments: centsToEuroText(figures.activeInvestments),
    repaid_capital: centsToEuroText(figures.repaidCapital),
    interest_paid: centsToEuroText(figures.interestPaid),
    portfolio_value: centsToEuroText(figures.portfolioValue),
    credit_losses: centsToEuroText(figures.creditLosses),
    roi,
    portfolio_growth: growth,
    reference_number: deposit.referenceNumber,
    total_value: centsToEuroText(figures.portfolioValue),
    sellable_capital: centsToEuroText(
      sellableCapital(db, { owner: deposit.owner, depositId: deposit.id }, toDate),
    ),
  };
}
