/**
 * Issue 23 §6: the tax statement stays fast. Each measure runs in a fresh process
 * (tax-statement-probe.ts), cold as in the app, and is judged on that first run:
 * - a year of a million entries computed in the worker ≤ 2 s: the worker job reading the
 *   answer's bytes as they arrive into every year's figures (no part of it runs on the main
 *   thread, by construction; the main thread only reads the answer, judged ≤ 50 ms);
 * - its PDF with a 10 000-row loss table written ≤ 3 s (the module's first load noted apart).
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { runProbe } from './probe.ts';
import { judged, mebibytes, milliseconds, noted, type Figure } from './table.ts';

const PROBE = fileURLToPath(new URL('./tax-statement-probe.ts', import.meta.url));
const YEARS_TARGET_MS = 2000;
const PDF_TARGET_MS = 3000;
const MAIN_THREAD_TASK_MS = 50;
const LOSS_ROWS = 10_000;
const RUNS = 3;

const coldAndWarm = z.object({ firstMs: z.number(), warmMs: z.number().nullable() });

const yearsMeasure = z.object({
  entries: z.number(),
  bytes: z.number(),
  total: coldAndWarm,
  firstCpuMs: z.number(),
  answerReadMs: z.number(),
  answerReadCpuMs: z.number(),
});
export type YearsMeasure = z.infer<typeof yearsMeasure>;

const pdfMeasure = z.object({
  lossRows: z.number(),
  importMs: z.number(),
  write: coldAndWarm,
  firstCpuMs: z.number(),
  bytes: z.number(),
});
export type PdfMeasure = z.infer<typeof pdfMeasure>;

const warm = (value: number | null) => (value === null ? 'n/a' : milliseconds(value));

/** The figures of the year's computation. */
export function yearsFigures(m: YearsMeasure): Figure[] {
  const size = `${m.entries.toLocaleString('en-US')} entries, ${mebibytes(m.bytes)}`;
  return [
    judged(
      `tax statement: a year of ${size}, computed in the worker (cold)`,
      m.total.firstMs,
      milliseconds,
      '<=',
      YEARS_TARGET_MS,
    ),
    noted('tax statement: its CPU time on its thread (cold)', milliseconds(m.firstCpuMs)),
    noted('tax statement: computed again (warm, median)', warm(m.total.warmMs)),
    judged(
      'tax statement: main thread reads the worker’s answer (structured clone)',
      m.answerReadMs,
      milliseconds,
      '<=',
      MAIN_THREAD_TASK_MS,
    ),
    noted('tax statement: that read’s CPU time on its thread', milliseconds(m.answerReadCpuMs)),
  ];
}

/** The figures of the PDF. */
export function pdfFigures(m: PdfMeasure): Figure[] {
  return [
    judged(
      `tax statement PDF: ${m.lossRows.toLocaleString('en-US')}-row loss table written (first save)`,
      m.write.firstMs,
      milliseconds,
      '<=',
      PDF_TARGET_MS,
    ),
    noted('tax statement PDF: its CPU time on its thread (first save)', milliseconds(m.firstCpuMs)),
    noted('tax statement PDF: written again (median)', warm(m.write.warmMs)),
    noted('tax statement PDF: loading its module (jsPDF, fonts; Node)', milliseconds(m.importMs)),
    noted('tax statement PDF: file size', mebibytes(m.bytes)),
  ];
}

export function measureTaxStatement(entries: number, log: (message: string) => void): Figure[] {
  log(`the tax statement of a year of ${entries} entries, in a fresh process…`);
  const years = runProbe(PROBE, ['years', entries, LOSS_ROWS, RUNS], yearsMeasure);
  log(`its PDF with a ${LOSS_ROWS}-row loss table, in a fresh process…`);
  const pdf = runProbe(PROBE, ['pdf', LOSS_ROWS, RUNS], pdfMeasure);
  return [...yearsFigures(years), ...pdfFigures(pdf)];
}
