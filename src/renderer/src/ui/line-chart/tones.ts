import styles from './LineChart.module.css';
import type { ChartTone } from './series.ts';

/** The class that gives a line its token colour (and the free capital's dashes). */
export const TONE_CLASS: Readonly<Record<ChartTone, string | undefined>> = {
  value: styles.value,
  invested: styles.invested,
  free: styles.free,
};

/** The class that gives a readout swatch the same colour and dashes as its line. */
export const SWATCH_CLASS: Readonly<Record<ChartTone, string | undefined>> = {
  value: styles.swatchValue,
  invested: styles.swatchInvested,
  free: styles.swatchFree,
};
