import { dayNumber, type IsoDate } from '#shared/domain/finance/dates.ts';
import { dateTicks, niceTicks } from './ticks.ts';

/** A rectangle in the chart's pixels (CSS pixels; y grows downwards). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A text on the chart: where it is drawn (`x` with its anchor, `y` its middle) and its box. */
export interface Label {
  text: string;
  x: number;
  y: number;
  anchor: 'middle' | 'end';
  box: Box;
}

export interface ValueTick {
  value: number;
  y: number;
  label: Label;
}

export interface DateTick {
  date: IsoDate;
  x: number;
  label: Label;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Where the lines are drawn: every point of every line lies inside it. */
  plot: Box;
  valueTicks: ValueTick[];
  dateTicks: DateTick[];
  /** The x of each point (by its date), in order. */
  xs: Float64Array;
  /** The lowest and highest value the plot's height spans (the outer ticks). */
  domain: { min: number; max: number };
}

export interface LayoutInput {
  width: number;
  height: number;
  /** The tick labels' font size in pixels. */
  fontSize: number;
  /** The date of each point, in order. */
  dates: readonly IsoDate[];
  lines: readonly ArrayLike<number>[];
  /** The smallest step between two value ticks (a cent, a basis point…). */
  minStep: number;
  formatValue: (value: number) => string;
  formatDate: (date: IsoDate) => string;
}

/**
 * A text's box from its length: wide enough for the widest glyphs a tick label has (digits,
 * separators, € and %), so that the layout needs no DOM to measure with.
 */
const CHAR_WIDTH_EM = 0.62;
const LINE_HEIGHT_EM = 1.25;
/** Horizontal gap between a value label and the plot, and room for half the line's stroke. */
const GAP_EM = 0.6;
/** Value ticks at least this many lines apart; date labels at least this far apart (em). */
const VALUE_TICK_SPACING_LINES = 2.2;
const DATE_LABEL_SPACING_EM = 2;

export const textWidth = (text: string, fontSize: number): number =>
  text.length * fontSize * CHAR_WIDTH_EM;

/** The lowest and highest value of all lines, widened around a flat (or empty) set. */
export function valueDomain(
  lines: readonly ArrayLike<number>[],
  minStep: number,
): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const line of lines) {
    for (let i = 0; i < line.length; i++) {
      const value = line[i] as number;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  if (!Number.isFinite(min)) return { min: 0, max: minStep };
  if (min === max) {
    const pad = Math.max(minStep, Math.abs(min) * 0.1);
    return { min: min - pad, max: max + pad };
  }
  return { min, max };
}

function centredBox(x: number, y: number, width: number, height: number): Box {
  return { x: x - width / 2, y: y - height / 2, width, height };
}

/**
 * Where everything goes, from the size and the data alone (pure, so that tests can check it):
 * the value labels stand in a gutter left of the plot, the date labels in a band below it, and
 * the plot is what is left. So no label ever lies on a line, at any width or value.
 */
export function chartLayout(input: LayoutInput): ChartLayout {
  const { width, height, fontSize, dates } = input;
  const lineHeight = fontSize * LINE_HEIGHT_EM;
  const gap = fontSize * GAP_EM;
  const top = lineHeight / 2 + 1;
  const bottom = height - lineHeight - gap * 1.5;

  const range = valueDomain(input.lines, input.minStep);
  const maxValueTicks = Math.floor((bottom - top) / (lineHeight * VALUE_TICK_SPACING_LINES)) + 1;
  const { ticks } = niceTicks(range.min, range.max, maxValueTicks, input.minStep);
  const domain = { min: ticks[0] as number, max: ticks.at(-1) as number };
  const valueTexts = ticks.map(input.formatValue);
  const labelWidth = Math.max(...valueTexts.map((text) => textWidth(text, fontSize)));

  const dateWidth = textWidth(input.formatDate('2000-01-01'), fontSize);
  // Room for the value labels, and for half of the first date label, centred on the plot's edge.
  const left = Math.ceil(Math.max(labelWidth + gap, dateWidth / 2) + 1);
  const right = width - dateWidth / 2 - 1;
  const plot: Box = { x: left, y: top, width: Math.max(1, right - left), height: bottom - top };
  const scale = { plot, domain };

  const valueTicks = ticks.map((value, i): ValueTick => {
    const text = valueTexts[i] as string;
    const at = yOf(scale, value);
    const textBox = centredBox(0, at, textWidth(text, fontSize), lineHeight);
    const box = { ...textBox, x: plot.x - gap - textBox.width };
    return { value, y: at, label: { text, x: plot.x - gap, y: at, anchor: 'end', box } };
  });

  const firstDay = dates.length > 0 ? dayNumber(dates[0] as IsoDate) : 0;
  const lastDay = dates.length > 0 ? dayNumber(dates.at(-1) as IsoDate) : 0;
  const xOfDay = (day: number) =>
    lastDay === firstDay
      ? plot.x + plot.width / 2
      : plot.x + ((day - firstDay) / (lastDay - firstDay)) * plot.width;
  const x = (date: IsoDate) => xOfDay(dayNumber(date));
  // Consecutive days (the portfolio's series) need no date read: the i-th is firstDay + i.
  const consecutive = lastDay - firstDay === dates.length - 1;
  const xs = Float64Array.from(dates, (date, i) => (consecutive ? xOfDay(firstDay + i) : x(date)));

  // A date step leaves room for a label and a gap, and is no finer than the points (a step
  // shorter than a month between monthly due dates would only fall between them).
  const daysPerPixel = lastDay === firstDay ? 1 : (lastDay - firstDay) / plot.width;
  const labelDays = (dateWidth + fontSize * DATE_LABEL_SPACING_EM) * daysPerPixel;
  const pointDays = dates.length > 1 ? ((lastDay - firstDay) / (dates.length - 1)) * 0.9 : 0;
  const dateLabelY = plot.y + plot.height + gap * 1.5 + lineHeight / 2;
  const shownDates =
    dates.length === 0
      ? []
      : dateTicks(dates[0] as IsoDate, dates.at(-1) as IsoDate, Math.max(labelDays, pointDays));
  const dateTickList = shownDates.map((date): DateTick => {
    const text = input.formatDate(date);
    const box = centredBox(x(date), dateLabelY, textWidth(text, fontSize), lineHeight);
    return { date, x: x(date), label: { text, x: x(date), y: dateLabelY, anchor: 'middle', box } };
  });

  return { width, height, plot, valueTicks, dateTicks: dateTickList, xs, domain };
}

/** The y of a value in a layout. */
export function yOf(layout: Pick<ChartLayout, 'plot' | 'domain'>, value: number): number {
  const { plot, domain } = layout;
  return plot.y + plot.height - ((value - domain.min) / (domain.max - domain.min)) * plot.height;
}

/**
 * An SVG path through a line's points at the layout's x of each date; a single point is drawn
 * as a level across the plot.
 */
export function linePath(layout: ChartLayout, line: ArrayLike<number>): string {
  const { plot, xs } = layout;
  if (line.length === 0) return '';
  if (line.length === 1) {
    return `M${plot.x} ${yOf(layout, line[0] as number).toFixed(1)}H${plot.x + plot.width}`;
  }
  let path = '';
  for (let i = 0; i < line.length; i++) {
    path += `${i === 0 ? 'M' : 'L'}${(xs[i] as number).toFixed(1)} ${yOf(layout, line[i] as number).toFixed(1)}`;
  }
  return path;
}
