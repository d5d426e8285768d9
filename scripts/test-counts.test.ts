import { describe, expect, it } from 'vitest';
import { readTestCounts } from './test-counts.ts';

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
