import type { TransactionTable } from '#shared/domain/transaction-table.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { createdMsAt, isColumnarTable } from '../transactions-loader/index.ts';
import { capitalMoveOf, freeChange, investedChange, type CapitalMove } from './capital-moves.ts';
import { dayGrid, dayIndexOf, type DayGrid } from './days.ts';

/** Balances at the end of each day of the range, in cents. */
export interface PortfolioSeries {
  dates: IsoDate[];
  free: Float64Array;
  invested: Float64Array;
  /** free + invested */
  value: Float64Array;
}

export interface Balances {
  freeCents: number;
  investedCents: number;
}

/**
 * Main-thread time between two yields to the event loop: far under a long task's 50 ms even
 * when the machine is busy. A fixed number of rows is not: 100 000 rows took 40 to 180 ms.
 */
const SLICE_MS = 8;
/** Rows between two looks at the clock. */
const BLOCK_ROWS = 2048;

/** Gives the event loop a turn, so that a million rows never make one long task. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `work` over [0, length) in blocks, yielding once a slice has taken SLICE_MS. */
async function inSlices(
  length: number,
  signal: AbortSignal,
  work: (start: number, end: number) => void,
): Promise<void> {
  let start = 0;
  while (start < length) {
    signal.throwIfAborted();
    const sliceEnd = performance.now() + SLICE_MS;
    do {
      const end = Math.min(length, start + BLOCK_ROWS);
      work(start, end);
      start = end;
    } while (start < length && performance.now() < sliceEnd);
    if (start < length) await nextTurn();
  }
}

/** Adds each row's change to its day; the columns are read directly when the table has them. */
async function dailyChanges(
  table: TransactionTable,
  grid: DayGrid,
  signal: AbortSignal,
): Promise<{ free: Float64Array; invested: Float64Array }> {
  const free = new Float64Array(grid.dates.length);
  const invested = new Float64Array(grid.dates.length);
  const add = (day: number, move: CapitalMove, cents: number) => {
    if (day < 0) return;
    free[day] = (free[day] as number) + freeChange(move, cents);
    invested[day] = (invested[day] as number) + investedChange(move, cents);
  };
  if (isColumnarTable(table)) {
    const { columns } = table;
    const { cents, type, strings } = columns;
    const moves = strings.map(capitalMoveOf);
    await inSlices(table.length, signal, (start, end) => {
      for (let i = start; i < end; i++) {
        const move = moves[type[i] as number] ?? capitalMoveOf('');
        add(dayIndexOf(grid, createdMsAt(columns, i)), move, cents[i] as number);
      }
    });
  } else {
    await inSlices(table.length, signal, (start, end) => {
      for (let i = start; i < end; i++) {
        const row = table.rowAt(i);
        add(dayIndexOf(grid, Date.parse(row.created)), capitalMoveOf(row.type), row.amountCents);
      }
    });
  }
  return { free, invested };
}

/**
 * The daily series of a range, derived from its transactions (see capital-moves.ts). Without
 * `atEnd` the lines start at zero on the first day and show what the range changed; with the
 * balances at the end of the range (the KPIs' free capital and active investments) they show
 * the levels.
 */
export async function portfolioSeries(
  table: TransactionTable,
  fromDate: IsoDate,
  toDate: IsoDate,
  signal: AbortSignal,
  atEnd?: Balances,
): Promise<PortfolioSeries> {
  const grid = dayGrid(fromDate, toDate);
  const changes = await dailyChanges(table, grid, signal);
  const days = grid.dates.length;
  const free = new Float64Array(days);
  const invested = new Float64Array(days);
  let freeSum = 0;
  let investedSum = 0;
  for (let day = 0; day < days; day++) {
    freeSum += changes.free[day] as number;
    investedSum += changes.invested[day] as number;
    free[day] = freeSum;
    invested[day] = investedSum;
  }
  if (atEnd && days > 0) {
    const freeShift = atEnd.freeCents - freeSum;
    const investedShift = atEnd.investedCents - investedSum;
    for (let day = 0; day < days; day++) {
      free[day] = (free[day] as number) + freeShift;
      invested[day] = (invested[day] as number) + investedShift;
    }
  }
  const value = free.map((cents, day) => cents + (invested[day] as number));
  return { dates: grid.dates, free, invested, value };
}

/** First, last, lowest and highest value of a line, for the text alternative. */
export interface LineSummary {
  start: number;
  end: number;
  min: number;
  max: number;
}

export function summarize(line: Float64Array): LineSummary | null {
  if (line.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const cents of line) {
    if (cents < min) min = cents;
    if (cents > max) max = cents;
  }
  return { start: line[0] as number, end: line[line.length - 1] as number, min, max };
}
