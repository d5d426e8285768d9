import type { PortfolioKpis } from '#shared/api/investor.ts';
import type { LegacyPortfolio } from '#shared/api/legacy.ts';
import {
  formatCents,
  formatDate,
  formatPercent,
  formatReferenceNumber,
} from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';

/**
 * How a figure is written: money (cents), a count, a percentage of a fraction, a reference
 * number, or a day (a calendar date or a timestamp, shown as its day in Helsinki).
 */
export type KpiKind = 'money' | 'count' | 'percent' | 'reference' | 'date';

/** A figure of a portfolio's list: its name in the answer and how it is written. */
export type KpiFigure<Name extends string> = readonly [Name, KpiKind];

/** The marketplace portfolio's KPIs in the order they are shown (investor.md §3). */
export const KPI_FIGURES: ReadonlyArray<KpiFigure<keyof PortfolioKpis>> = [
  ['portfolio_value', 'money'],
  ['total_value', 'money'],
  ['free_capital', 'money'],
  ['sellable_capital', 'money'],
  ['active_investments', 'money'],
  ['nr_active_investments', 'count'],
  ['deposits', 'money'],
  ['withdrawals', 'money'],
  ['repaid_capital', 'money'],
  ['interest_paid', 'money'],
  ['fees_paid', 'money'],
  ['credit_losses', 'money'],
  ['roi', 'percent'],
  ['portfolio_growth', 'percent'],
  ['reference_number', 'reference'],
];

/** Every figure of the legacy portfolio (investor.md §3), in the order shown. */
export const LEGACY_KPI_FIGURES: ReadonlyArray<KpiFigure<keyof LegacyPortfolio>> = [
  ['PortfolioValue', 'money'],
  ['FreeCapital', 'money'],
  ['ActiveInvestments', 'money'],
  ['NrOfActiveInvestments', 'count'],
  ['Deposits', 'money'],
  ['Withdrawals', 'money'],
  ['Investments', 'money'],
  ['RepaidCapital', 'money'],
  ['InterestPaid', 'money'],
  ['Fees', 'money'],
  ['CreditLosses', 'money'],
  ['ReturnAfterCreditLossesAndFees', 'money'],
  ['AvgROISinceStart', 'percent'],
  ['PortfolioGrowth', 'percent'],
  ['StartTime', 'date'],
  ['EndTime', 'date'],
];

/** A day as DD.MM.YYYY; text that is no date is shown as it came. */
function dayText(value: string): string {
  try {
    return formatDate(value.trim());
  } catch {
    return value;
  }
}

/**
 * A figure as text (investor.md §9), for the marketplace portfolio and the legacy one alike;
 * `absent` when the answer has no such figure (total value and sellable capital come only when
 * the gateway sends them), `not-computed` when it is null.
 */
export function kpiText<Name extends string>(
  figures: { readonly [K in Name]?: number | string | null },
  [name, kind]: KpiFigure<Name>,
  language: AppLanguage,
): { text: string } | 'absent' | 'not-computed' {
  const value = figures[name];
  if (value === undefined) return 'absent';
  if (value === null) return 'not-computed';
  if (kind === 'reference') return { text: formatReferenceNumber(String(value)) };
  if (typeof value === 'string') return { text: kind === 'date' ? dayText(value) : value };
  if (kind === 'money') return { text: formatCents(value, language) };
  if (kind === 'percent') return { text: formatPercent(value, language) };
  return { text: String(value) };
}
