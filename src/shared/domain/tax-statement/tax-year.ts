import type { Cents } from '../finance/cents.ts';
import type { IsoDate } from '../finance/dates.ts';
import {
  COST_TYPES,
  costCents,
  illustrativeCapitalIncomeTax,
  isCostType,
  lossYear,
  saleAcquisitionCost,
  taxClassOf,
  useLosses,
  type CostType,
  type LossUse,
} from './rules.ts';

/** One transaction as the statement reads it: its Helsinki day, and the loan it names if any. */
export interface TaxMove {
  day: IsoDate;
  type: string;
  /** As sent; the rules read the sign they need. */
  amountCents: Cents;
  /** The loan part's loan (`LN…`); null where the transactions name none (the old portfolio). */
  loan: string | null;
}

/**
 * Where a credit loss stands in the statement of one year:
 * - `final`: it became final this year and counts in this year's totals;
 * - `sold-later`: written off this year, but its claim was sold in a later year, whose statement
 *   counts it (this one only says so).
 */
export type LossPlacement = 'final' | 'sold-later';

export interface CreditLossLine {
  /** null where the transactions name no loan (then each write-off and price is its own line). */
  loan: string | null;
  /** The first purchase of a part of the loan in the history read; null if before it. */
  investedOn: IsoDate | null;
  writtenOffOn: IsoDate | null;
  capitalLostCents: Cents;
  recoveredOn: IsoDate | null;
  recoveredCents: Cents;
  /** The year the loss is final in (rules.ts lossYear). */
  finalYear: number;
  /** Price less capital lost: negative for a loss. */
  resultCents: Cents;
  placement: LossPlacement;
}

export interface SaleLine {
  day: IsoDate;
  loan: string | null;
  priceCents: Cents;
}

export interface CostLine {
  type: CostType;
  cents: Cents;
}

/** The personal-tax lines: only for a person's portfolio (a company is taxed on its books). */
export interface PersonalTax extends LossUse {
  illustrativeTaxCents: Cents;
}

export interface TaxYearFigures {
  year: number;
  /** The year has not ended yet: its figures will still change. */
  unfinished: boolean;
  /** Whether credit losses could be matched by loan (false for the old portfolio). */
  loansNamed: boolean;
  interestCents: Cents;
  costs: CostLine[];
  costsCents: Cents;
  /** Interest less its costs. */
  netInterestCents: Cents;
  creditLosses: CreditLossLine[];
  sales: SaleLine[];
  salesPriceCents: Cents;
  salesAcquisitionCents: Cents;
  salesFeeCents: Cents;
  /** Price less acquisition cost less fees: negative for a loss. */
  salesResultCents: Cents;
  transferLossesCents: Cents;
  transferGainsCents: Cents;
  personal: PersonalTax | null;
}

interface YearSums {
  interest: Cents;
  costs: Map<CostType, Cents>;
  sales: SaleLine[];
  salesFee: Cents;
}

interface LoanLoss {
  writtenOffOn: IsoDate | null;
  lost: Cents;
  recoveredOn: IsoDate | null;
  recovered: Cents;
}

const yearOf = (day: IsoDate): number => Number(day.slice(0, 4));

const emptySums = (): YearSums => ({ interest: 0, costs: new Map(), sales: [], salesFee: 0 });

/** Oldest first; a line without a day (a price of the old portfolio) by its other day. */
const byDay = (a: IsoDate | null, b: IsoDate | null): number => (a ?? '').localeCompare(b ?? '');

/** The write-offs and prices of one loan, or of one row where no loan is named. */
function lossEntry(losses: LoanLoss[], byLoan: Map<string, LoanLoss>, loan: string | null) {
  const found = loan === null ? undefined : byLoan.get(loan);
  if (found) return found;
  const entry: LoanLoss = { writtenOffOn: null, lost: 0, recoveredOn: null, recovered: 0 };
  losses.push(entry);
  if (loan !== null) byLoan.set(loan, entry);
  return entry;
}

/** Whether the ledger reads a move's loan: for the other types a reader may leave it null. */
export function ledgerReadsLoan(type: string): boolean {
  const taxClass = taxClassOf(type);
  return (
    taxClass === 'sale' ||
    taxClass === 'investment' ||
    taxClass === 'write-off' ||
    taxClass === 'claim-sale'
  );
}

/**
 * Reads a portfolio's history one transaction at a time (a worker feeds it a million rows without
 * building them all) and answers the statement of any year in it.
 */
export function createTaxLedger() {
  const years = new Map<number, YearSums>();
  const invested = new Map<string, IsoDate>();
  const losses: LoanLoss[] = [];
  const lossLoans: (string | null)[] = [];
  const lossByLoan = new Map<string, LoanLoss>();
  const sumsOf = (year: number): YearSums => {
    let sums = years.get(year);
    if (!sums) {
      sums = emptySums();
      years.set(year, sums);
    }
    return sums;
  };

  // Rows come in time order: most share the previous row's day, and so its year.
  let lastDay = '';
  let lastSums = emptySums();
  const add = (move: TaxMove): void => {
    if (move.day !== lastDay) {
      lastSums = sumsOf(yearOf(move.day));
      lastDay = move.day;
    }
    const sums = lastSums;
    const cents = Math.abs(move.amountCents);
    switch (taxClassOf(move.type)) {
      case 'interest':
        sums.interest += cents;
        return;
      case 'cost':
        if (isCostType(move.type)) {
          const previous = sums.costs.get(move.type) ?? 0;
          sums.costs.set(move.type, previous + costCents(move.type, move.amountCents));
        }
        return;
      case 'sale':
        sums.sales.push({ day: move.day, loan: move.loan, priceCents: cents });
        return;
      case 'sale-fee':
        sums.salesFee += cents;
        return;
      case 'investment': {
        const first = move.loan === null ? undefined : invested.get(move.loan);
        if (move.loan !== null && (first === undefined || move.day < first)) {
          invested.set(move.loan, move.day);
        }
        return;
      }
      case 'write-off':
      case 'claim-sale': {
        const known = losses.length;
        const entry = lossEntry(losses, lossByLoan, move.loan);
        if (losses.length > known) lossLoans.push(move.loan);
        if (taxClassOf(move.type) === 'write-off') {
          entry.lost += cents;
          if (entry.writtenOffOn === null || move.day < entry.writtenOffOn) {
            entry.writtenOffOn = move.day;
          }
        } else {
          entry.recovered += cents;
          if (entry.recoveredOn === null || move.day > entry.recoveredOn) {
            entry.recoveredOn = move.day;
          }
        }
        return;
      }
      case 'none':
        return;
    }
  };

  const lossLines = (year: number): CreditLossLine[] =>
    losses
      .flatMap((entry, index): CreditLossLine[] => {
        const loan = lossLoans[index] ?? null;
        const writtenOffYear = entry.writtenOffOn === null ? null : yearOf(entry.writtenOffOn);
        const soldYear = entry.recoveredOn === null ? null : yearOf(entry.recoveredOn);
        const finalYear = lossYear(writtenOffYear ?? soldYear ?? year, soldYear);
        const placement: LossPlacement | null =
          finalYear === year ? 'final' : writtenOffYear === year ? 'sold-later' : null;
        if (placement === null) return [];
        return [
          {
            loan,
            investedOn: loan === null ? null : (invested.get(loan) ?? null),
            writtenOffOn: entry.writtenOffOn,
            capitalLostCents: entry.lost,
            recoveredOn: entry.recoveredOn,
            recoveredCents: entry.recovered,
            finalYear,
            resultCents: entry.recovered - entry.lost,
            placement,
          },
        ];
      })
      .sort((a, b) => byDay(a.writtenOffOn ?? a.recoveredOn, b.writtenOffOn ?? b.recoveredOn));

  return {
    add,
    /** The years with at least one transaction, newest first. */
    years: (): number[] => [...years.keys()].sort((a, b) => b - a),
    statement: (year: number, context: StatementContext): TaxYearFigures =>
      yearFigures(year, years.get(year) ?? emptySums(), lossLines(year), context),
  };
}

export type TaxLedger = ReturnType<typeof createTaxLedger>;

export interface StatementContext {
  holder: 'person' | 'company';
  /** Today in Helsinki: the current year is unfinished. */
  today: IsoDate;
  loansNamed: boolean;
}

function yearFigures(
  year: number,
  sums: YearSums,
  creditLosses: CreditLossLine[],
  context: StatementContext,
): TaxYearFigures {
  const costs = COST_TYPES.flatMap((type) => {
    const cents = sums.costs.get(type);
    return cents === undefined ? [] : [{ type, cents }];
  });
  const costsCents = costs.reduce((total, line) => total + line.cents, 0);
  const netInterestCents = sums.interest - costsCents;
  const salesPriceCents = sums.sales.reduce((total, sale) => total + sale.priceCents, 0);
  const salesAcquisitionCents = saleAcquisitionCost(salesPriceCents);
  const salesResultCents = salesPriceCents - salesAcquisitionCents - sums.salesFee;
  const results = [
    ...creditLosses.filter((line) => line.placement === 'final').map((line) => line.resultCents),
    salesResultCents,
  ];
  const transferLossesCents = results.reduce((total, r) => total + Math.max(-r, 0), 0);
  const transferGainsCents = results.reduce((total, r) => total + Math.max(r, 0), 0);
  const losses = useLosses({
    transferGainsCents,
    transferLossesCents,
    otherNetIncomeCents: netInterestCents,
  });
  return {
    year,
    unfinished: year >= yearOf(context.today),
    loansNamed: context.loansNamed,
    interestCents: sums.interest,
    costs,
    costsCents,
    netInterestCents,
    creditLosses,
    sales: [...sums.sales].sort(
      (a, b) => byDay(a.day, b.day) || (a.loan ?? '').localeCompare(b.loan ?? ''),
    ),
    salesPriceCents,
    salesAcquisitionCents,
    salesFeeCents: sums.salesFee,
    salesResultCents,
    transferLossesCents,
    transferGainsCents,
    personal:
      context.holder === 'person'
        ? { ...losses, illustrativeTaxCents: illustrativeCapitalIncomeTax(losses.taxBaseCents) }
        : null,
  };
}
