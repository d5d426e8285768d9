/**
 * Money as integer cents (a `number` that is a safe integer), and the three pieces of arithmetic
 * every other finance module builds on: parsing euro strings exactly, splitting an amount into
 * parts that always add up to it, and taking a percentage with a stated rounding.
 *
 * Intermediate products go through `bigint`, so `amount × basis points` or `amount × weight` never
 * loses precision even when it passes 2^53; only the final, rounded result must be a safe integer.
 */

/** An amount of euro cents: a safe integer (negative for money going out). */
export type Cents = number;

/**
 * How a quotient that is not a whole number of cents is rounded.
 * - `half-even` (the default): ties go to the even cent. The marketplace halves interest for the
 *   50 % administration fee (investor.md §9), so exact ties occur on every odd-cent interest
 *   payment; half-up would move half a cent from the investors to the platform each time, over
 *   millions of repayments. Half-even is unbiased, so the ledger's totals stay fair.
 * - `half-up`: ties away from zero, as a person rounds (the `format.ts` display rounding).
 * - `down`: toward zero, for limits phrased "at most" (autoinvest's "at most 3.00 %").
 */
export type Rounding = 'half-even' | 'half-up' | 'down';

/** One basis point is 0.01 %: 10 000 basis points make the whole. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** Throws a RangeError unless `value` is a whole number of cents in the safe-integer range. */
export function assertCents(value: number, what = 'amount'): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The ${what} must be a safe integer number of cents, got ${value}`);
  }
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`The ${what} does not fit in a safe integer: ${value}`);
  }
  return Number(value);
}

/**
 * `numerator / denominator` rounded to an integer as `rounding` says. Exact for any size, the
 * building block of every division by a rate in this folder.
 */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding = 'half-even',
): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) return divideRounded(-numerator, -denominator, rounding);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twiceRemainder = (magnitude % denominator) * 2n;
  if (rounding === 'half-up' && twiceRemainder >= denominator) quotient += 1n;
  if (
    rounding === 'half-even' &&
    (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n))
  ) {
    quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

// Optional sign; a whole part either plain or grouped by threes with a space (ordinary, no-break
// or narrow no-break, as format.ts and Finnish banks print it); a point or comma decimal.
const EURO_PATTERN = /^([+-])?(\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d+))?$/;

/**
 * Parses a euro amount such as `"0.29"`, `"-12.5"`, `"1 234,50"` or `"1000"` into cents, exactly
 * (decimal digits, never float arithmetic: `"0.29"` is 29, where `0.29 * 100` is 28.999…).
 * Throws a RangeError for anything else, including digits below the cent that are not zero: an
 * amount that is not a whole number of cents is a bug upstream, not something to round away.
 */
export function parseEuros(text: string): Cents {
  const match = EURO_PATTERN.exec(text.trim());
  if (!match) throw new RangeError(`Not a euro amount: ${JSON.stringify(text)}`);
  const whole = (match[2] ?? '').replace(/\D/g, '');
  const fraction = match[3] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new RangeError(`Not a whole number of cents: ${JSON.stringify(text)}`);
  }
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const value = toSafeNumber(match[1] === '-' ? -cents : cents, 'amount');
  return value === 0 ? 0 : value; // never -0
}

/** Cents as a plain decimal euro string, `"-1234.50"`: the inverse of `parseEuros`. */
export function formatEuros(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const text = `${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * `basisPoints` / 10 000 of `amount`, rounded to the cent. `percentOf(amount, 5000)` is the 50 %
 * administration fee, `percentOf(amount, 100)` the 1 % autosell fee (investor.md §9).
 * Basis points may be any safe integer (negative gives the negated share).
 */
export function percentOf(
  amount: Cents,
  basisPoints: number,
  rounding: Rounding = 'half-even',
): Cents {
  assertCents(amount);
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Basis points must be a safe integer, got ${basisPoints}`);
  }
  const product = BigInt(amount) * BigInt(basisPoints);
  return (
    toSafeNumber(divideRounded(product, BigInt(BASIS_POINTS_PER_UNIT), rounding), 'share') || 0
  );
}

/**
 * Splits `total` into parts proportional to `weights` (non-negative safe integers, such as the
 * investors' outstanding loan-part principals) by the largest-remainder method: each part gets the
 * whole cents of its exact share, and the cents left over go one each to the largest fractional
 * remainders (ties to the larger weight, then to the earlier index, so the split is deterministic).
 *
 * Guarantees (allocate.test.ts proves them over random input): the parts sum to `total`; each part
 * is its exact share rounded down or up; a zero weight gets zero; a larger weight never gets less.
 * A negative total is split as its magnitude and negated, so rounding does not depend on the sign.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total, 'total');
  let weightSum = 0n;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative safe integers, got ${weight}`);
    }
    weightSum += BigInt(weight);
  }
  if (weightSum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('Cannot split a non-zero amount by weights that are all zero');
  }
  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const floors: bigint[] = [];
  const remainders: bigint[] = [];
  let left = magnitude;
  for (const weight of weights) {
    const exact = magnitude * BigInt(weight);
    const floor = exact / weightSum;
    floors.push(floor);
    remainders.push(exact % weightSum);
    left -= floor;
  }
  // `left` < number of weights with a non-zero remainder, so only those ever get a cent.
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const byRemainder = compare(remainders[b] ?? 0n, remainders[a] ?? 0n);
      if (byRemainder !== 0) return byRemainder;
      return (weights[b] ?? 0) - (weights[a] ?? 0) || a - b;
    });
  for (let k = 0; k < Number(left); k += 1) {
    const index = order[k] ?? 0;
    floors[index] = (floors[index] ?? 0n) + 1n;
  }
  return floors.map((part) => (part === 0n ? 0 : sign * Number(part)));
}

function compare(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
