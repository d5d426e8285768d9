import { dayNumber, type IsoDate } from './dates.ts';

/**
 * XIRR: the annual rate `r` at which the dated cash flows' net present value is zero,
 *
 *   Σ amountᵢ / (1 + r)^((dateᵢ − date₀) / 365) = 0,
 *
 * with date₀ the earliest date and a 365-day year, as spreadsheet XIRR defines it, so the KPI
 * `roi` ("average return since start, annual, XIRR", investor.md §3) matches what an investor's
 * own spreadsheet gives for the same transactions. Amounts may be cents or euros (the rate does
 * not depend on the unit): money in is negative, money out positive, or the other way round.
 */

export interface CashFlow {
  date: IsoDate;
  amount: number;
}

/** Converged when a step moves the rate by less than this (spreadsheets stop at 1e-8). */
const TOLERANCE = 1e-12;
const MAX_NEWTON_STEPS = 100;
/** The rate stays above −1 (a −100 % year has no defined power for fractional years). */
const LOWEST_RATE = -1 + 1e-12;
/** A bracket is sought up to this annual rate (10⁶ = 100 000 000 %). */
const HIGHEST_RATE = 1e6;

/**
 * The XIRR of `flows`, or `null` when there is none: fewer than one positive and one negative
 * amount, a date that is not a calendar date, all flows on one day, or no rate in (−100 %, 10⁸ %)
 * where the value changes sign. Newton's method from `guess`, falling back to bisection when Newton leaves the
 * domain, stalls or diverges; with several roots (flows that change sign more than once) the one
 * Newton reaches from `guess` is returned, otherwise the lowest bracketed root.
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): number | null {
  const nonZero = flows.filter((flow) => flow.amount !== 0);
  if (!nonZero.every((flow) => Number.isFinite(flow.amount))) return null;
  if (!nonZero.some((flow) => flow.amount > 0) || !nonZero.some((flow) => flow.amount < 0)) {
    return null;
  }
  let days: number[];
  try {
    days = nonZero.map((flow) => dayNumber(flow.date));
  } catch {
    return null;
  }
  const first = Math.min(...days);
  // On a single day no time passes: every rate (or none) balances the flows.
  if (days.every((day) => day === first)) return null;
  const years = days.map((day) => (day - first) / 365);
  const amounts = nonZero.map((flow) => flow.amount);

  const npv = (rate: number): number =>
    amounts.reduce((sum, amount, i) => sum + amount / (1 + rate) ** (years[i] ?? 0), 0);
  const derivative = (rate: number): number =>
    amounts.reduce((sum, amount, i) => {
      const t = years[i] ?? 0;
      return sum - (t * amount) / (1 + rate) ** (t + 1);
    }, 0);

  const newton = newtonRoot(npv, derivative, guess);
  if (newton !== null) return newton;
  return bisectionRoot(npv);
}

function newtonRoot(
  f: (rate: number) => number,
  df: (rate: number) => number,
  guess: number,
): number | null {
  let rate = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    const value = f(rate);
    const slope = df(rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE || next > HIGHEST_RATE) return null;
    if (Math.abs(next - rate) <= TOLERANCE * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return null;
}

/**
 * Bisection on the first sign change found scanning up from just above −100 %: slower than
 * Newton but certain to converge once a bracket is found.
 */
function bisectionRoot(f: (rate: number) => number): number | null {
  // Scan points spaced more finely near 0, where real returns are, and coarser beyond.
  const points = [LOWEST_RATE, -0.99, -0.9, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 1];
  for (let r = 2; r <= HIGHEST_RATE; r *= 2) points.push(r);
  let low = points[0] ?? LOWEST_RATE;
  let fLow = f(low);
  for (const high of points.slice(1)) {
    const fHigh = f(high);
    if (fLow === 0) return low;
    if (Number.isFinite(fLow) && Number.isFinite(fHigh) && Math.sign(fLow) !== Math.sign(fHigh)) {
      return bisect(f, low, high, fLow);
    }
    low = high;
    fLow = fHigh;
  }
  return fLow === 0 ? low : null;
}

function bisect(f: (rate: number) => number, low: number, high: number, fLow: number): number {
  let a = low;
  let b = high;
  let fa = fLow;
  for (let i = 0; i < 200 && b - a > TOLERANCE * Math.max(1, Math.abs(a)); i += 1) {
    const mid = (a + b) / 2;
    const fMid = f(mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fa)) {
      a = mid;
      fa = fMid;
    } else {
      b = mid;
    }
  }
  return (a + b) / 2;
}
