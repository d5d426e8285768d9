import type { LegacyPortfolio } from '#shared/api/legacy.ts';
import type { LegacyRangeFigures } from '#shared/domain/legacy-range-figures.ts';
import { formatCents, formatDate, formatPercent } from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { legacyDay } from './legacy-range.ts';

export type LegacyKpiName = keyof LegacyPortfolio;

/** How a figure is written: a date, money (cents), a count, a percentage of a fraction. */
type Kind = 'date' | 'money' | 'count' | 'percent';

/** Every figure of the legacy portfolio (investor.md §3), in the order shown. */
export const LEGACY_KPI_FIGURES: ReadonlyArray<readonly [LegacyKpiName, Kind]> = [
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

/** A figure as text (investor.md §9), or null when the legacy system did not compute it. */
export function legacyKpiText(
  portfolio: LegacyRangeFigures,
  [name, kind]: readonly [LegacyKpiName, Kind],
  language: AppLanguage,
): string | null {
  const value = portfolio[name];
  if (value === null) return null;
  if (typeof value === 'string') {
    const day = legacyDay(value);
    return day === null ? value : formatDate(day);
  }
  if (kind === 'money') return formatCents(value, language);
  if (kind === 'percent') return formatPercent(value, language);
  return String(value);
}
