/* The date range picker of the portfolio screens (investor.md §5). */
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
export { useHelsinkiToday } from './use-helsinki-today.ts';
