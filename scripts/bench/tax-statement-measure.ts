/**
 * The tax statement's work (issue 23 §6) timed in plain Node with the app's own code, each first
 * run cold as in the app (the worker is new for each statement; the PDF module loads on the
 * first save):
 * - a year of `entries` transactions, from the answer's bytes to every year's figures: the
 *   worker's tax job for a portfolio (response-tax-years.ts `depositTaxYearsOfResponse`), given
 *   the bytes as a stream of 64 KiB pieces as the network hands them over, which it parses as
 *   they arrive straight into the sums; and reading its answer back as the window would (V8's
 *   structured clone, the format `postMessage` uses), the one part of the job on the main thread;
 * - a year's PDF with a `losses`-row loss table: the statement's blocks and jsPDF's bytes, as
 *   the save makes them (use-statement-save.ts).
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import i18next from 'i18next';
import {
  depositTaxYears,
  transactionRowsOfAnswer,
  type TaxYearFigures,
} from '#shared/domain/tax-statement/index.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { BlockWriter } from '../../src/renderer/src/features/tax-statement/statement-blocks.ts';
import { statementDocument } from '../../src/renderer/src/features/tax-statement/statement-document.ts';
import { answerRows } from '../../src/renderer/src/features/transactions-loader/compact-table.ts';
import { depositTaxYearsOfResponse } from '../../src/renderer/src/features/transactions-loader/response-tax-years.ts';
import { registerInlineAssets } from './inline-assets.ts';
import { median } from './stats.ts';
import { taxHistoryRows } from './tax-history.ts';

const YEAR = 2025;
const PORTFOLIO = 'BENCH-DEPOSIT';
const LANGUAGE: AppLanguage = 'fi';
const CONTEXT = { holder: 'person', today: '2026-02-01' } as const;
const ANSWER_READS = 5;
/** What a network read hands over at a time (Chromium's data pipe: 64 KiB). */
const PIECE_BYTES = 65_536;

/** Times in milliseconds: the first (cold) run, and the median of the runs after it. */
export interface ColdAndWarm {
  firstMs: number;
  warmMs: number | null;
}

export interface TaxYearsMeasure {
  entries: number;
  /** The answer's size. */
  bytes: number;
  /** From the first byte to every year's figures. */
  total: ColdAndWarm;
  /**
   * The first run's CPU time on its own thread (user and system): what its time would be on an
   * idle core, since a busy machine's other processes stretch the wall time.
   */
  firstCpuMs: number;
  /** Reading the worker's answer (every year's figures) from its structured clone: medians. */
  answerReadMs: number;
  answerReadCpuMs: number;
}

export interface TaxPdfMeasure {
  lossRows: number;
  /** Importing the PDF module (jsPDF and the fonts), once. */
  importMs: number;
  /** The statement's blocks and the PDF's bytes. */
  write: ColdAndWarm;
  /** As TaxYearsMeasure's. */
  firstCpuMs: number;
  bytes: number;
}

/** The whole answer parsed, then its rows' figures: the reference the worker's reader matches. */
const taxYearsOfAnswer = (body: unknown): TaxYearFigures[] =>
  depositTaxYears(transactionRowsOfAnswer(answerRows(body)), PORTFOLIO, CONTEXT);

/** A body that hands its bytes over in pieces of `PIECE_BYTES`, as a network stream does. */
function streamedBody(bytes: Uint8Array): Response {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.subarray(at, (at += PIECE_BYTES)));
    },
  });
  return new Response(stream);
}

/** The year's figures, or an error saying that the history was not read as generated. */
function yearOf(years: readonly TaxYearFigures[], losses: number): TaxYearFigures {
  const year = years.find((figures) => figures.year === YEAR);
  if (year?.creditLosses.length !== losses) {
    throw new Error(
      `Expected ${losses} credit losses in ${YEAR}, got ${year?.creditLosses.length}`,
    );
  }
  return year;
}

const coldAndWarm = (times: readonly number[]): ColdAndWarm => ({
  firstMs: times[0] ?? Number.NaN,
  warmMs: times.length > 1 ? median(times.slice(1)) : null,
});

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** Reads a year of `entries` rows from its answer's bytes `runs` times, a fresh reader each. */
export async function measureTaxYears(
  entries: number,
  losses: number,
  runs: number,
): Promise<TaxYearsMeasure> {
  const rows = taxHistoryRows({ entries, losses, year: YEAR, portfolioId: PORTFOLIO });
  const bytes = new TextEncoder().encode(JSON.stringify({ data: rows }));
  rows.length = 0;
  const total: number[] = [];
  let firstCpuMs = Number.NaN;
  let answer: TaxYearFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const body = streamedBody(bytes);
    const cpu = process.threadCpuUsage();
    const started = performance.now();
    answer = await depositTaxYearsOfResponse(body, PORTFOLIO, CONTEXT);
    total.push(performance.now() - started);
    if (run === 0) firstCpuMs = cpuMs(process.threadCpuUsage(cpu));
    yearOf(answer, losses);
  }
  // The figures are those of the whole answer parsed (not timed: the path the reader replaced).
  const expected = taxYearsOfAnswer(JSON.parse(new TextDecoder().decode(bytes)));
  if (!isDeepStrictEqual(answer, expected)) {
    throw new Error('The worker’s reader and JSON.parse gave different figures');
  }
  const clone = serialize({ kind: 'tax-years', years: answer });
  const reads = Array.from({ length: ANSWER_READS }, () => {
    const cpu = process.threadCpuUsage();
    const started = performance.now();
    deserialize(clone);
    return { ms: performance.now() - started, cpuMs: cpuMs(process.threadCpuUsage(cpu)) };
  });
  return {
    entries,
    bytes: bytes.length,
    total: coldAndWarm(total),
    firstCpuMs,
    answerReadMs: median(reads.map((read) => read.ms)),
    answerReadCpuMs: median(reads.map((read) => read.cpuMs)),
  };
}

/** The statement's texts in a language, from the app's own locale file. */
function writerIn(language: AppLanguage): BlockWriter {
  const file = new URL(
    `../../src/renderer/src/i18n/locales/${language}/taxStatement.json`,
    import.meta.url,
  );
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { taxStatement: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return { t: instance.t, language };
}

/** Writes the PDF of a year with `losses` credit losses `runs` times. */
export async function measureTaxPdf(losses: number, runs: number): Promise<TaxPdfMeasure> {
  const rows = taxHistoryRows({ entries: 4 * losses, losses, year: YEAR, portfolioId: PORTFOLIO });
  const figures = yearOf(taxYearsOfAnswer({ data: rows }), losses);
  const writer = writerIn(LANGUAGE);
  const subject = {
    holderName: 'Sanna Äijälä-Öst',
    portfolio: { kind: 'deposit' as const, id: PORTFOLIO },
    madeOn: CONTEXT.today,
  };
  registerInlineAssets();
  const importStarted = performance.now();
  const { renderPdf } = await import('../../src/renderer/src/features/tax-statement/render-pdf.ts');
  const importMs = performance.now() - importStarted;
  const times: number[] = [];
  let firstCpuMs = Number.NaN;
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const cpu = process.threadCpuUsage();
    const started = performance.now();
    const blocks = statementDocument(writer, figures, subject);
    const meta = { title: `${YEAR}`, author: subject.holderName, language: LANGUAGE };
    bytes = renderPdf(blocks, meta).byteLength;
    times.push(performance.now() - started);
    if (run === 0) firstCpuMs = cpuMs(process.threadCpuUsage(cpu));
  }
  return {
    lossRows: figures.creditLosses.length,
    importMs,
    write: coldAndWarm(times),
    firstCpuMs,
    bytes,
  };
}
