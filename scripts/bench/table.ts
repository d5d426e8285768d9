/** One line of the bench's table: what was measured, its value, the target and the verdict. */
export interface Figure {
  name: string;
  /** Printed as it is ("n/a (page missing)" when a figure could not be measured). */
  value: string;
  target: string;
  /** true, false, or null when there is no target or no value to judge. */
  pass: boolean | null;
}

export type Comparison = '<=' | '>=';

/** A figure judged against a target: `value <= target` or `value >= target`. */
export function judged(
  name: string,
  value: number,
  format: (n: number) => string,
  comparison: Comparison,
  target: number,
): Figure {
  const ok = comparison === '<=' ? value <= target : value >= target;
  return {
    name,
    value: Number.isFinite(value) ? format(value) : 'n/a',
    target: `${comparison === '<=' ? '≤' : '≥'} ${format(target)}`,
    pass: Number.isFinite(value) ? ok : null,
  };
}

export interface Runs {
  median: number;
  min: number;
  max: number;
}

/** The median of several runs with the lowest and the highest after it: "67 ms (52–81 ms)". */
function spreadText(runs: Runs, format: (n: number) => string): string {
  return `${format(runs.median)} (${format(runs.min)}–${format(runs.max)})`;
}

/** A median of several runs judged against a target, printed with its spread. */
export function judgedSpread(
  name: string,
  runs: Runs,
  format: (n: number) => string,
  comparison: Comparison,
  target: number,
): Figure {
  const figure = judged(name, runs.median, format, comparison, target);
  return Number.isFinite(runs.median) ? { ...figure, value: spreadText(runs, format) } : figure;
}

/** A median of several runs with its spread, without a target. */
export function notedSpread(name: string, runs: Runs, format: (n: number) => string): Figure {
  return noted(name, Number.isFinite(runs.median) ? spreadText(runs, format) : 'n/a');
}

/** A figure without a target (a context number, such as seconds to build the world). */
export function noted(name: string, value: string): Figure {
  return { name, value, target: '', pass: null };
}

export const fixed = (digits: number) => (n: number) => n.toFixed(digits);
export const milliseconds = (n: number) => `${Math.round(n)} ms`;
export const seconds = (n: number) => `${n.toFixed(2)} s`;
export const ratioText = (n: number) => `${n.toFixed(2)}×`;
export const mebibytes = (n: number) => `${(n / 1_048_576).toFixed(1)} MiB`;
export const kibibytes = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
export const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')} /s`;

/** True when a figure missed its target (one without a target or a value never fails). */
export function anyFailed(figures: readonly Figure[]): boolean {
  return figures.some((figure) => figure.pass === false);
}

const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? 'pass' : 'FAIL');

/** The figures as a plain-text table with aligned columns and a header rule. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = [
    ['figure', 'value', 'target', 'result'],
    ...figures.map((f) => [f.name, f.value, f.target, verdict(f.pass)]),
  ];
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}
