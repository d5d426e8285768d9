import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/finance/dates.ts';
import { formatCents, formatDate, formatPercent } from '#shared/domain/format.ts';
import {
  chartLayout,
  linePath,
  yOf,
  type Box,
  type ChartLayout,
  type LayoutInput,
} from './layout.ts';

const days = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(first, i));

const money = (cents: number) => formatCents(cents, 'fi');

function input(
  overrides: Partial<LayoutInput> & Pick<LayoutInput, 'dates' | 'lines'>,
): LayoutInput {
  return {
    width: 640,
    height: 240,
    fontSize: 11,
    minStep: 100,
    formatValue: money,
    formatDate,
    ...overrides,
  };
}

/** Half the lines' stroke width (2 px): a line's ink reaches this far from its points. */
const HALF_STROKE = 1;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const labelsOf = (layout: ChartLayout) => [
  ...layout.valueTicks.map((tick) => tick.label),
  ...layout.dateTicks.map((tick) => tick.label),
];

/** Every point of every line, with the ink around it, as the chart draws them. */
function inkOf(layout: ChartLayout, lines: readonly ArrayLike<number>[]): Box[] {
  return lines.flatMap((line) =>
    Array.from({ length: line.length }, (_, i) => ({
      x: (layout.xs[i] as number) - HALF_STROKE,
      y: yOf(layout, line[i] as number) - HALF_STROKE,
      width: 2 * HALF_STROKE,
      height: 2 * HALF_STROKE,
    })),
  );
}

/** What is wrong with a layout's labels: on a line, on each other, or cut off. */
function labelProblems(layout: ChartLayout, lines: readonly ArrayLike<number>[]): string[] {
  const problems: string[] = [];
  const labels = labelsOf(layout);
  const ink = inkOf(layout, lines);
  // The lines run between their points: all inside the plot, which no label may touch either.
  const plotInk = {
    x: layout.plot.x - HALF_STROKE,
    y: layout.plot.y - HALF_STROKE,
    width: layout.plot.width + 2 * HALF_STROKE,
    height: layout.plot.height + 2 * HALF_STROKE,
  };
  const inside = (inner: Box, outer: Box) =>
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height;
  const svg = { x: 0, y: 0, width: layout.width, height: layout.height };
  if (!ink.every((point) => inside(point, plotInk))) problems.push('a point outside the plot');
  labels.forEach((label, i) => {
    if (overlaps(label.box, plotInk)) problems.push(`${label.text} on the plot`);
    if (ink.some((point) => overlaps(label.box, point))) problems.push(`${label.text} on a line`);
    for (const other of labels.slice(i + 1)) {
      if (overlaps(label.box, other.box)) problems.push(`${label.text} on ${other.text}`);
    }
    if (!inside(label.box, svg)) problems.push(`${label.text} cut off`);
  });
  return problems;
}

function expectLabelsClear(layout: ChartLayout, lines: readonly ArrayLike<number>[]) {
  expect(labelProblems(layout, lines)).toEqual([]);
}

describe('chartLayout', () => {
  it('keeps the lowest label off a line that runs along the bottom (the old chart’s flaw)', () => {
    const dates = days('2024-03-01', 3);
    const lines = [
      Float64Array.from([100_000, 100_000, 80_000]),
      Float64Array.from([0, 60_000, 60_000]),
      Float64Array.from([100_000, 40_000, 20_000]),
    ];
    const layout = chartLayout(input({ dates, lines }));
    expectLabelsClear(layout, lines);
    expect(layout.valueTicks.map((tick) => tick.label.text)).toEqual([
      '0,00\u00a0€',
      '200,00\u00a0€',
      '400,00\u00a0€',
      '600,00\u00a0€',
      '800,00\u00a0€',
      '1\u00a0000,00\u00a0€',
    ]);
    expect(layout.domain).toEqual({ min: 0, max: 100_000 });
  });

  it('writes the value ticks in the user’s format and the dates as the app does', () => {
    const dates = ['2026-02-01', '2026-03-01', '2026-04-01'];
    const layout = chartLayout(
      input({
        dates,
        lines: [[990, 980, 970]],
        minStep: 10,
        formatValue: (basisPoints) => formatPercent(basisPoints / 10_000, 'en'),
      }),
    );
    expect(layout.valueTicks.map((tick) => tick.label.text)).toEqual(['9.70%', '9.80%', '9.90%']);
    expect(layout.dateTicks.map((tick) => tick.label.text)).toEqual([
      '01.02.2026',
      '01.03.2026',
      '01.04.2026',
    ]);
    // Points by date: February is shorter than March.
    const [feb, mar, apr] = Array.from(layout.xs);
    expect((mar as number) - (feb as number)).toBeLessThan((apr as number) - (mar as number));
  });

  it('has fewer date ticks when narrow', () => {
    const dates = days('2021-01-01', 5 * 365);
    const lines = [Float64Array.from(dates, (_, i) => i * 100)];
    const wide = chartLayout(input({ dates, lines, width: 1200 }));
    const narrow = chartLayout(input({ dates, lines, width: 300 }));
    expect(narrow.dateTicks.length).toBeLessThan(wide.dateTicks.length);
    expect(narrow.dateTicks.length).toBeGreaterThanOrEqual(1);
    expectLabelsClear(narrow, lines);
    expectLabelsClear(wide, lines);
  });

  it('draws a single day as a level across the plot, with one date under it', () => {
    const layout = chartLayout(input({ dates: ['2024-03-01'], lines: [[5_000]] }));
    expect(layout.dateTicks.map((tick) => tick.date)).toEqual(['2024-03-01']);
    expect(linePath(layout, [5_000])).toMatch(/^M[\d.]+ [\d.]+H[\d.]+$/);
    expectLabelsClear(layout, [[5_000]]);
  });

  it('places no label on a line, on another label or outside the chart, whatever the data and size', () => {
    const line = fc.array(fc.integer({ min: -5_000_000, max: 50_000_000 }), {
      minLength: 1,
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 240, max: 1600 }),
        fc.integer({ min: 9, max: 18 }),
        fc.constantFrom('fi', 'en'),
        (raw, width, fontSize, language) => {
          const count = Math.min(...raw.map((values) => values.length));
          const lines = raw.map((values) => values.slice(0, count));
          const dates = days('2023-11-20', count);
          const layout = chartLayout(
            input({ dates, lines, width, fontSize, formatValue: (c) => formatCents(c, language) }),
          );
          expectLabelsClear(layout, lines);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('linePath', () => {
  it('goes through each point at its date and value', () => {
    const dates = days('2024-03-01', 3);
    const layout = chartLayout(input({ dates, lines: [[0, 50_000, 100_000]] }));
    const { plot } = layout;
    const bottom = (plot.y + plot.height).toFixed(1);
    expect(linePath(layout, [0, 50_000, 100_000])).toBe(
      `M${plot.x.toFixed(1)} ${bottom}` +
        `L${(plot.x + plot.width / 2).toFixed(1)} ${(plot.y + plot.height / 2).toFixed(1)}` +
        `L${(plot.x + plot.width).toFixed(1)} ${plot.y.toFixed(1)}`,
    );
  });
});
