import { describe, expect, it } from 'vitest';
import { readTestCounts, readTestProblems } from './test-counts.ts';

describe('readTestCounts', () => {
  it('reads a vitest JSON report, counting todo tests as skipped', () => {
    const json = JSON.stringify({
      numPassedTests: 7,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 3,
    });
    expect(readTestCounts('vitest', json)).toEqual({ passed: 7, failed: 2, skipped: 4 });
  });

  it('reads a Playwright JSON report, counting flaky tests as passed', () => {
    const json = JSON.stringify({ stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 4 } });
    expect(readTestCounts('playwright', json)).toEqual({ passed: 7, failed: 1, skipped: 4 });
  });

  it('treats missing fields as zero', () => {
    expect(readTestCounts('playwright', '{}')).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('readTestProblems', () => {
  it('names the failed vitest tests with their file', () => {
    const json = JSON.stringify({
      testResults: [
        {
          name: 'a.test.ts',
          assertionResults: [
            { fullName: 'x passes', status: 'passed' },
            { fullName: 'x fails', status: 'failed' },
          ],
        },
      ],
    });
    expect(readTestProblems('vitest', json)).toEqual(['failed a.test.ts › x fails']);
  });

  it('names failed and flaky Playwright tests in nested suites, not passed or skipped ones', () => {
    const json = JSON.stringify({
      suites: [
        {
          specs: [{ title: 'ok', file: 'a.spec.ts', line: 1, tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                { title: 'broken', file: 'b.spec.ts', line: 4, tests: [{ status: 'unexpected' }] },
                { title: 'wobbly', file: 'b.spec.ts', line: 9, tests: [{ status: 'flaky' }] },
                { title: 'later', file: 'b.spec.ts', line: 12, tests: [{ status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
    });
    expect(readTestProblems('playwright', json)).toEqual([
      'failed b.spec.ts:4 › broken',
      'flaky  b.spec.ts:9 › wobbly',
    ]);
  });
});
