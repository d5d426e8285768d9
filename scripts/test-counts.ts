export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}

/** Reads passed / failed / skipped from a vitest or Playwright JSON report. */
export function readTestCounts(kind: 'vitest' | 'playwright', json: string): TestCounts {
  if (kind === 'vitest') {
    const r = JSON.parse(json) as VitestReport;
    return {
      passed: r.numPassedTests ?? 0,
      failed: r.numFailedTests ?? 0,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  }
  const s = (JSON.parse(json) as PlaywrightReport).stats ?? {};
  return {
    // A flaky test passed on retry: it counts as passed, and the report lists it.
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
}
