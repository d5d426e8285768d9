import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { formatDate } from '#shared/domain/format.ts';
import visuallyHidden from '../visually-hidden.module.css';
import { cursorAfterKey, nearestIndex } from './cursor.ts';
import { chartLayout, yOf } from './layout.ts';
import styles from './LineChart.module.css';
import { PlotLayer } from './PlotLayer.tsx';
import { Readout } from './Readout.tsx';
import type { ChartData } from './series.ts';
import { TONE_CLASS } from './tones.ts';
import { useBoxSize } from './use-box-size.ts';

export interface LineChartProps extends ChartData {
  /** The picture's accessible name (it is a role="img"). */
  label: string;
  /** The name of the focusable area whose keys move the readout. */
  readerLabel: string;
  /** What one step along the dates is: the keys' hint says it, Page Up/Down moves a month or a year of them. */
  unit: 'day' | 'instalment';
  /** A value as the axis and the readout write it (the user's money or percent format). */
  formatValue: (value: number) => string;
  /** The smallest step between two value ticks, in the values' unit. */
  minStep: number;
}

const PAGE_STEP = { day: 30, instalment: 12 } as const;
/** Until measured (and in jsdom): the old chart's width and the tick font's usual size. */
const UNMEASURED = { width: 640, fontSize: 11 };
/** The SVG's height in CSS pixels (ChartSuspense.module.css's placeholder keeps the same room). */
const HEIGHT = 240;
const DOT_RADIUS = 4;

/**
 * A line chart over dates, drawn as SVG: a value axis and a date axis with ticks that fit its
 * width, the lines in the tokens' colours, and a readout of every line's value at one date. The
 * readout follows the pointer, and the keyboard once the chart has the focus (arrows, Page
 * Up/Down, Home, End); key moves are announced in a polite live region. The caller gives the
 * table alternative.
 */
export default function LineChart(props: LineChartProps) {
  const { t } = useTranslation();
  const { dates, series, formatValue, minStep, unit } = props;
  const hintId = useId();
  const [measure, size] = useBoxSize(UNMEASURED);
  const [cursor, setCursor] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const layout = useMemo(
    () =>
      chartLayout({
        width: size.width,
        height: HEIGHT,
        fontSize: size.fontSize,
        dates,
        lines: series.map((line) => line.values),
        minStep,
        formatValue,
        formatDate,
      }),
    [size.width, size.fontSize, dates, series, minStep, formatValue],
  );

  const last = dates.length - 1;
  if (last < 0) return null;
  const shown = cursor === null ? last : Math.min(cursor, last);

  const describe = (index: number) =>
    t('chart:reader.announce', {
      date: formatDate(dates[index] as IsoDate),
      values: series
        .map((line) =>
          t('chart:reader.value', {
            name: line.name,
            value: formatValue(line.values[index] as number),
          }),
        )
        .join(t('chart:reader.separator')),
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = cursorAfterKey(event.key, shown, dates.length, PAGE_STEP[unit]);
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
    setAnnouncement(describe(next));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    const x = ((event.clientX - rect.left) / rect.width) * layout.width;
    setCursor(nearestIndex(layout.xs, x));
  };
  // The pointer leaving hides the cursor unless the keyboard is reading the chart.
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (document.activeElement !== event.currentTarget) setCursor(null);
  };
  const onBlur = () => setCursor(null);

  const cursorX = layout.xs[shown] as number;
  return (
    <div className={styles.chart}>
      <Readout
        date={dates[shown] as IsoDate}
        index={shown}
        series={series}
        formatValue={formatValue}
      />
      <div
        ref={measure}
        className={styles.frame}
        tabIndex={0}
        role="application"
        aria-label={props.readerLabel}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onBlur={onBlur}
      >
        <svg
          className={styles.svg}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-label={props.label}
        >
          <PlotLayer layout={layout} series={series} />
          {cursor === null ? null : (
            <g>
              <line
                className={styles.cursor}
                x1={cursorX}
                x2={cursorX}
                y1={layout.plot.y}
                y2={layout.plot.y + layout.plot.height}
              />
              {series.map((line) => (
                <circle
                  key={line.key}
                  className={`${styles.dot} ${TONE_CLASS[line.tone]}`}
                  cx={cursorX}
                  cy={yOf(layout, line.values[shown] as number)}
                  r={DOT_RADIUS}
                />
              ))}
            </g>
          )}
        </svg>
      </div>
      <span id={hintId} className={visuallyHidden.hidden}>
        {t(`chart:reader.keys.${unit}`, { page: PAGE_STEP[unit] })}
      </span>
      <div role="status" aria-live="polite" className={visuallyHidden.hidden}>
        {announcement}
      </div>
    </div>
  );
}
