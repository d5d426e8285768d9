import { centsToEuroText } from '#shared/api/money.ts';
import type { EndpointReply } from '#shared/api/endpoint.ts';
import type { investorApi } from '#shared/api/investor.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { xirr, type CashFlow } from '#shared/domain/finance/xirr.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { depositFigures } from '../ledger/figures.ts';
import type { UserDeposit } from './deposit-of-user.ts';
import { depositTransactions } from './deposit-transactions.ts';
import { helsinkiDays } from './helsinki-days.ts';

type KpiReply = EndpointReply<typeof investorApi.kpis>;

/**
 * The money that crossed between the investor and the portfolio in the range, with the value
 * held at its start and end, as XIRR flows: what the investor put in is negative, what they
 * got or still hold positive (investor.md §3: roi is the average annual return, XIRR).
 */
function cashFlows(
  db: SqlDatabase,
  deposit: UserDeposit,
  range: { from: Date; to: Date; fromDate: IsoDate; toDate: IsoDate },
  startValue: number,
  endValue: number,
): CashFlow[] {
  const flows: CashFlow[] = [{ date: range.fromDate, amount: -startValue }];
  for (const filter of ['DEPOSIT', 'WITHDRAWAL'] as const) {
    for (const row of depositTransactions(db, deposit, { ...range, filter })) {
      flows.push({ date: helsinkiToday(new Date(row.created)), amount: -row.amountCents });
    }
  }
  flows.push({ date: range.toDate, amount: endValue });
  return flows;
}

/**
 * `GET api/investor/deposit/{id}`: the deposit's figures for the Helsinki days fromDate to
 * toDate, all from the ledger. Portfolio growth is the range's gain (end value less start
 * value less net deposits) over what was at work (start value plus deposits); null when
 * nothing was.
 */
export function portfolioKpis(
  db: SqlDatabase,
  deposit: UserDeposit,
  fromDate: IsoDate,
  toDate: IsoDate,
): KpiReply {
  const range = { ...helsinkiDays(fromDate, toDate), fromDate, toDate };
  const account = { owner: deposit.owner, depositId: deposit.id };
  const figures = depositFigures(db, account, range);
  const before = depositFigures(db, account, { from: range.from, to: range.from });
  const startValue = before.portfolioValue;
  const endValue = figures.portfolioValue;
  const atWork = startValue + figures.deposits;
  const gain = endValue - startValue - (figures.deposits - figures.withdrawals);
  const flows = cashFlows(db, deposit, range, startValue, endValue);
  return {
    free_capital: centsToEuroText(figures.freeCapital),
    deposits: centsToEuroText(figures.deposits),
    withdrawals: centsToEuroText(figures.withdrawals),
    fees_paid: centsToEuroText(figures.feesPaid),
    nr_active_investments: figures.nrActiveInvestments,
    active_investments: centsToEuroText(figures.activeInvestments),
    repaid_capital: centsToEuroText(figures.repaidCapital),
    interest_paid: centsToEuroText(figures.interestPaid),
    portfolio_value: centsToEuroText(endValue),
    credit_losses: centsToEuroText(figures.creditLosses),
    roi: xirr(flows),
    portfolio_growth: atWork > 0 ? gain / atWork : null,
    reference_number: deposit.referenceNumber,
    total_value: centsToEuroText(endValue),
    sellable_capital: centsToEuroText(figures.activeInvestments),
  };
}
