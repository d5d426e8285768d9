import type { LegacyPortfolio } from '../api/legacy.ts';
import type { IsoDate } from './finance/dates.ts';
import { xirr, type CashFlow } from './finance/xirr.ts';

/** A legacy transaction as the range's figures read it: its Helsinki day, cents signed. */
export interface LegacyMove {
  day: IsoDate;
  /** As the old portfolio's free capital sees it (in positive), a credit loss as its part does. */
  amountCents: number;
  type: string;
  fromType: string;
  toType: string;
}

/** The legacy portfolio's figures for a range; null where the transactions cannot tell. */
export type LegacyRangeFigures = { [K in keyof LegacyPortfolio]: LegacyPortfolio[K] | null };

/** Money the investor moved in or out: the figures' deposits and withdrawals and XIRR's flows. */
const INVESTOR_FLOWS = new Set(['DEPOSIT', 'WITHDRAWAL', 'INTERNAL_TRANSFER']);

/** The service's side of a transaction (legacy-party.ts): what moves to or from it is a fee. */
const SERVICE = 'SERVICE';

/** How a transaction moves free capital (as signed) and the capital invested in loans. */
function investedChange(move: LegacyMove): number {
  const cents = Math.abs(move.amountCents);
  if (move.type === 'INVESTMENTS') return cents;
  if (
    ['REPAID_CAPITAL', 'PRINCIPAL', 'AUTOSELL_TRANSACTION', 'CREDIT_LOSS_AMOUNT'].includes(
      move.type,
    )
  ) {
    return -cents;
  }
  return 0;
}
/** A credit loss is booked on the loan part alone; every other row moves free capital. */
const freeChange = (move: LegacyMove): number =>
  move.type === 'CREDIT_LOSS_AMOUNT' ? 0 : move.amountCents;

const sum = (moves: readonly LegacyMove[], cents: (move: LegacyMove) => number) =>
  moves.reduce((total, move) => total + cents(move), 0);
const ofType = (type: string) => (move: LegacyMove) =>
  move.type === type ? Math.abs(move.amountCents) : 0;

/**
 * The old portfolio's figures for a chosen range (investor.md §2: the KPIs follow the date-range
 * picker), though `GET api/legacy/portfolio` takes only the legacy user and answers for its
 * StartTime to EndTime. A range covering all of that is the legacy system's own figures. Any
 * other range is derived from the legacy transactions, anchored on the system's end balances,
 * as the new portfolio's chart is:
 * - the range's flows are its transactions' sums by type (deposits and positive transfers in;
 *   withdrawals and transfers out; investments; repaid capital; interest; credit losses), and
 *   its fees what went to or came from the service;
 * - the free capital and the active investments at the range's end are the system's end
 *   balances less every move after it, and at its start less every move from its first day on;
 * - the return after credit losses and fees is the interest and the written-off claims' sale
 *   prices less the fees and the credit losses; the average return is the range's XIRR (start
 *   value, the investor's flows, end value) and the growth the range's gain over what was at
 *   work (start value plus deposits), as the ledger computes them for the whole period;
 * - the number of active investments is known only at EndTime (transactions name no loan).
 */
export function legacyRangeFigures(
  portfolio: LegacyPortfolio,
  moves: readonly LegacyMove[],
  period: { startDay: IsoDate; endDay: IsoDate },
  range: { from: IsoDate; to: IsoDate },
): LegacyRangeFigures {
  if (range.from <= period.startDay && range.to >= period.endDay) return portfolio;
  const inRange = moves.filter((move) => move.day >= range.from && move.day <= range.to);
  const after = moves.filter((move) => move.day > range.to);
  const fromStart = moves.filter((move) => move.day >= range.from);

  const freeAtEnd = portfolio.FreeCapital - sum(after, freeChange);
  const investedAtEnd = portfolio.ActiveInvestments - sum(after, investedChange);
  const endValue = freeAtEnd + investedAtEnd;
  const startValue =
    portfolio.FreeCapital +
    portfolio.ActiveInvestments -
    sum(fromStart, (move) => freeChange(move) + investedChange(move));

  const flows = inRange.filter((move) => INVESTOR_FLOWS.has(move.type));
  const deposits = sum(flows, (move) => Math.max(move.amountCents, 0));
  const withdrawals = sum(flows, (move) => Math.max(-move.amountCents, 0));
  const fees = -sum(inRange, (move) =>
    move.fromType === SERVICE || move.toType === SERVICE ? move.amountCents : 0,
  );
  const interest = sum(inRange, ofType('INTEREST_PAID'));
  const creditLosses = sum(inRange, ofType('CREDIT_LOSS_AMOUNT'));
  const cashFlows: CashFlow[] = [
    { date: range.from, amount: -startValue },
    ...flows.map((move) => ({ date: move.day, amount: -move.amountCents })),
    { date: range.to, amount: endValue },
  ];
  const atWork = startValue + deposits;
  return {
    StartTime: range.from,
    EndTime: range.to,
    Deposits: deposits,
    Withdrawals: withdrawals,
    Fees: fees,
    Investments: sum(inRange, ofType('INVESTMENTS')),
    RepaidCapital: sum(inRange, ofType('REPAID_CAPITAL')),
    InterestPaid: interest,
    FreeCapital: freeAtEnd,
    PortfolioValue: endValue,
    ReturnAfterCreditLossesAndFees:
      interest + sum(inRange, ofType('CREDIT_LOSS_BUY_PRICE')) - fees - creditLosses,
    ActiveInvestments: investedAtEnd,
    CreditLosses: creditLosses,
    AvgROISinceStart: xirr(cashFlows),
    PortfolioGrowth:
      atWork > 0 ? (endValue - startValue - (deposits - withdrawals)) / atWork : null,
    NrOfActiveInvestments: range.to >= period.endDay ? portfolio.NrOfActiveInvestments : null,
  };
}
