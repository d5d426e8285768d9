/** The drawing area of the chart's SVG, in its own units. */
export const PLOT = { width: 640, height: 220, left: 8, right: 8, top: 8, bottom: 8 } as const;

/** The lowest and highest value over all lines (an empty or flat range gets some height). */
export function yDomain(lines: readonly Float64Array[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const line of lines) {
    for (const value of line) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  if (!Number.isFinite(min)) return { min: 0, max: 1 };
  return min === max ? { min: min - 1, max: max + 1 } : { min, max };
}

/** An SVG path through a line's points, spread evenly over the plot's width. */
export function linePath(line: Float64Array, domain: { min: number; max: number }): string {
  const width = PLOT.width - PLOT.left - PLOT.right;
  const height = PLOT.height - PLOT.top - PLOT.bottom;
  const y = (value: number) =>
    PLOT.top + height - ((value - domain.min) / (domain.max - domain.min)) * height;
  if (line.length === 1) {
    const only = y(line[0] as number).toFixed(1);
    return `M${PLOT.left} ${only}H${PLOT.left + width}`;
  }
  const step = width / Math.max(1, line.length - 1);
  let path = '';
  line.forEach((value, i) => {
    path += `${i === 0 ? 'M' : 'L'}${(PLOT.left + i * step).toFixed(1)} ${y(value).toFixed(1)}`;
  });
  return path;
}
