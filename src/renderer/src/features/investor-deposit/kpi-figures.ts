import type { PortfolioKpis } from '#shared/api/investor.ts';
import { formatCents, formatPercent, formatReferenceNumber } from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';

export type KpiName = keyof PortfolioKpis;

/** How a figure is shown: money (cents), a count, a percentage of a fraction, a reference. */
type Kind = 'money' | 'count' | 'percent' | 'reference';

/** The KPIs in the order they are shown (investor.md §3), each with how it is written. */
export const KPI_FIGURES: ReadonlyArray<readonly [KpiName, Kind]> = [
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

/**
 * A figure as text (investor.md §9); `absent` when the answer has no such figure (total value
 * and sellable capital come only when the gateway sends them), `not-computed` when it is null.
 */
export function kpiText(
  kpis: PortfolioKpis,
  [name, kind]: readonly [KpiName, Kind],
  language: AppLanguage,
): { text: string } | 'absent' | 'not-computed' {
  const value = kpis[name];
  if (value === undefined) return 'absent';
  if (value === null) return 'not-computed';
  if (kind === 'reference') return { text: formatReferenceNumber(String(value)) };
  if (typeof value !== 'number') return { text: value };
  if (kind === 'money') return { text: formatCents(value, language) };
  if (kind === 'percent') return { text: formatPercent(value, language) };
  return { text: String(value) };
}
