import { memo } from 'react';
import { linePath, type ChartLayout, type Label } from './layout.ts';
import styles from './LineChart.module.css';
import type { ChartSeries } from './series.ts';
import { TONE_CLASS } from './tones.ts';

/** A tick's text, as the layout placed it (vertically centred on its y). */
function TickLabel({ label }: { label: Label }) {
  return (
    <text
      className={styles.tick}
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      dominantBaseline="central"
    >
      {label.text}
    </text>
  );
}

/**
 * What does not move with the cursor: grid, axes, tick labels and lines. Memoised, so that a
 * pointer or key moving the cursor redraws only the cursor, not thousands of points.
 */
export const PlotLayer = memo(function PlotLayer(props: {
  layout: ChartLayout;
  series: readonly ChartSeries[];
}) {
  const { layout, series } = props;
  const { plot } = layout;
  const plotBottom = plot.y + plot.height;
  return (
    <g>
      {layout.valueTicks.map((tick) => (
        <g key={tick.value}>
          <line
            className={styles.grid}
            x1={plot.x}
            x2={plot.x + plot.width}
            y1={tick.y}
            y2={tick.y}
          />
          <TickLabel label={tick.label} />
        </g>
      ))}
      <line className={styles.axis} x1={plot.x} x2={plot.x} y1={plot.y} y2={plotBottom} />
      <line
        className={styles.axis}
        x1={plot.x}
        x2={plot.x + plot.width}
        y1={plotBottom}
        y2={plotBottom}
      />
      {layout.dateTicks.map((tick) => (
        <g key={tick.date}>
          <line
            className={styles.axis}
            x1={tick.x}
            x2={tick.x}
            y1={plotBottom}
            y2={plotBottom + 4}
          />
          <TickLabel label={tick.label} />
        </g>
      ))}
      {series.map((line) => (
        <path
          key={line.key}
          className={`${styles.line} ${TONE_CLASS[line.tone]}`}
          d={linePath(layout, line.values)}
        />
      ))}
    </g>
  );
});
