/** The statistics the bench reports: medians of alternating pairs, ratios, peaks. */

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** `value / baseline`; NaN when the baseline is not a positive number (nothing to compare to). */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 && Number.isFinite(baseline) ? value / baseline : Number.NaN;
}

/** The ratio of the medians of paired runs: each side's noise is damped before dividing. */
export function medianRatio(pairs: readonly { value: number; baseline: number }[]): number {
  return ratio(median(pairs.map((p) => p.value)), median(pairs.map((p) => p.baseline)));
}

/** Runs to make in turn, so that neither side always runs first: a, b, b, a, a, b, … */
export function alternate<T>(a: T, b: T, pairs: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < pairs; i += 1) out.push(...(i % 2 === 0 ? [a, b] : [b, a]));
  return out;
}

/** The median of several runs with their lowest and highest: one run alone is noise. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Each numeric field of several runs as its spread (the fields of the first run are the keys). */
export function spreadOfRuns<K extends string>(
  runs: readonly Readonly<Record<K, number>>[],
): Record<K, Spread> {
  const [first] = runs;
  if (first === undefined) throw new RangeError('The spread of no runs');
  const keys = Object.keys(first) as K[];
  return Object.fromEntries(
    keys.map((key) => [key, spread(runs.map((run) => run[key]))]),
  ) as Record<K, Spread>;
}
