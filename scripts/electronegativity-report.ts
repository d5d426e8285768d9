import { z } from 'zod';

/** What the scanner's runner returns, as far as this check reads it. */
const scanResult = z.object({
  issues: z.array(
    z.object({
      id: z.string(),
      file: z.string(),
      location: z.object({ line: z.number(), column: z.number() }),
      severity: z.object({ name: z.string() }),
      confidence: z.object({ name: z.string() }),
    }),
  ),
});

export interface Finding {
  issue: string;
  severity: string;
  confidence: string;
  /** Relative to the scanned folder, with line and column. */
  where: string;
}

export function findingsOf(result: unknown): Finding[] {
  return scanResult.parse(result).issues.map((i) => ({
    issue: i.id,
    severity: i.severity.name,
    confidence: i.confidence.name,
    where: `${i.file}:${i.location.line}:${i.location.column}`,
  }));
}

const BLOCKING_SEVERITY = new Set(['HIGH', 'MEDIUM']);
const BLOCKING_CONFIDENCE = new Set(['FIRM', 'CERTAIN']);

/** HIGH or MEDIUM findings of FIRM or CERTAIN confidence fail the run. */
export function blockingFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter(
    (f) => BLOCKING_SEVERITY.has(f.severity) && BLOCKING_CONFIDENCE.has(f.confidence),
  );
}
