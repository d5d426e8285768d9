import type { LegacyTransaction } from '../../api/legacy.ts';
import { makeDate, type IsoDate } from '../finance/dates.ts';
import type { TransactionRow } from '../transaction-table.ts';
import { createTaxLedger, type StatementContext, type TaxYearFigures } from './tax-year.ts';

/** Who holds the portfolio, and today: what a statement needs besides the transactions. */
export interface TaxHistoryContext {
  holder: StatementContext['holder'];
  today: IsoDate;
}

const HOUR_MS = 3_600_000;
const UTC_TEXT_LENGTH = 24;
const UTC_HOUR_LENGTH = 13;
const CHAR_T = 84;
const CHAR_Z = 90;

/** An instant as toISOString writes it, `2025-06-01T09:30:00.000Z`: its first 13 are its hour. */
const isUtcText = (text: string): boolean =>
  text.length === UTC_TEXT_LENGTH &&
  text.charCodeAt(UTC_TEXT_LENGTH - 1) === CHAR_Z &&
  text.charCodeAt(10) === CHAR_T;

/**
 * An instant's calendar day in Helsinki (where the tax year is counted), cached by the hour: a
 * history of a million rows has a few thousand distinct hours, and one formatter serves them.
 * `ofText` reads an instant as sent; `ofInstant` one already read into epoch milliseconds.
 */
function helsinkiDays() {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const cache = new Map<number, IsoDate>();
  const ofHour = (hour: number, ms: number): IsoDate => {
    let day = cache.get(hour);
    if (day === undefined) {
      const parts = format.formatToParts(new Date(ms));
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      day = makeDate(part('year'), part('month'), part('day'));
      cache.set(hour, day);
    }
    return day;
  };
  // The last instant's UTC hour as toISOString writes it (`2025-06-01T09`), and its day: a
  // history comes in time order, so most rows share the previous row's hour.
  let lastHour = '';
  let lastDay: IsoDate = '';
  const ofText = (created: string): IsoDate => {
    if (lastHour !== '' && isUtcText(created) && created.startsWith(lastHour)) return lastDay;
    const ms = Date.parse(created);
    if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${created}`);
    const day = ofHour(Math.floor(ms / HOUR_MS), ms);
    lastHour = isUtcText(created) ? created.slice(0, UTC_HOUR_LENGTH) : '';
    lastDay = day;
    return day;
  };
  let lastInstantHour = Number.NaN;
  let lastInstantDay: IsoDate = '';
  const ofInstant = (ms: number): IsoDate => {
    const hour = Math.floor(ms / HOUR_MS);
    if (hour !== lastInstantHour) {
      lastInstantDay = ofHour(hour, ms);
      lastInstantHour = hour;
    }
    return lastInstantDay;
  };
  return { ofText, ofInstant };
}

const statements = (ledger: ReturnType<typeof createTaxLedger>, context: StatementContext) =>
  ledger.years().map((year) => ledger.statement(year, context));

/**
 * A fair-credit portfolio's history read one transaction at a time, and every year's statement
 * of it. A transaction's loan is its other party: of `from` and `to`, the one that is not the
 * portfolio itself (a loan part's rows run between the portfolio and the loan, a write-off
 * between the loan and its part).
 */
export function createDepositTaxHistory(portfolioId: string) {
  const ledger = createTaxLedger();
  const days = helsinkiDays();
  return {
    add(row: TransactionRow): void {
      const loan = row.from !== portfolioId ? row.from : row.to;
      ledger.add({
        day: days.ofText(row.created),
        type: row.type,
        amountCents: row.amountCents,
        loan,
      });
    },
    /**
     * A row whose instant is already read (epoch milliseconds) and whose loan is found: a reader
     * may leave the loan null where the ledger does not read it (`ledgerReadsLoan`).
     */
    addAt(instantMs: number, type: string, amountCents: number, loan: string | null): void {
      ledger.add({ day: days.ofInstant(instantMs), type, amountCents, loan });
    },
    years: (context: TaxHistoryContext): TaxYearFigures[] =>
      statements(ledger, { ...context, loansNamed: true }),
  };
}

/** Every year's statement of a fair-credit portfolio's history (createDepositTaxHistory). */
export function depositTaxYears(
  rows: Iterable<TransactionRow>,
  portfolioId: string,
  context: TaxHistoryContext,
): TaxYearFigures[] {
  const history = createDepositTaxHistory(portfolioId);
  for (const row of rows) history.add(row);
  return history.years(context);
}

/**
 * Every year's statement of an old fixed-rate portfolio's history. Its transactions name no loan
 * (investor.md §3 Legacy transaction: only the parties' Type), so a write-off and a claim's price
 * cannot be matched: each counts in its own year, and the statement says so.
 */
export function legacyTaxYears(
  rows: Iterable<LegacyTransaction>,
  context: TaxHistoryContext,
): TaxYearFigures[] {
  const ledger = createTaxLedger();
  const days = helsinkiDays();
  for (const row of rows) {
    ledger.add({
      day: days.ofText(row.Created),
      type: row.Type,
      amountCents: row.Amount,
      loan: null,
    });
  }
  return statements(ledger, { ...context, loansNamed: false });
}
