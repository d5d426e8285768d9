export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  testResults?: { name?: string; assertionResults?: { fullName?: string; status?: string }[] }[];
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

interface PlaywrightSuite {
  title?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title?: string;
    file?: string;
    line?: number;
    tests?: { status?: string }[];
  }[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
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

/** Tests that did not pass (`failed`) or passed only on retry (`flaky`), one line each. */
export function readTestProblems(kind: 'vitest' | 'playwright', json: string): string[] {
  if (kind === 'vitest') {
    const r = JSON.parse(json) as VitestReport;
    return (r.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => `failed ${file.name ?? '?'} › ${a.fullName ?? '?'}`),
    );
  }
  const problems: string[] = [];
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const verdict = test.status === 'unexpected' ? 'failed' : 'flaky ';
          problems.push(`${verdict} ${spec.file ?? '?'}:${spec.line ?? 0} › ${spec.title ?? '?'}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(json) as PlaywrightReport).suites ?? []) walk(suite);
  return problems;
}
