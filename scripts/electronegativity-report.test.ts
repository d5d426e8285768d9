import { describe, expect, it } from 'vitest';
import { blockingFindings, findingsOf } from './electronegativity-report.ts';

const issue = (id: string, severity: string, confidence: string) => ({
  id,
  file: 'main/window.ts',
  location: { line: 41, column: 17 },
  severity: { value: 2, name: severity },
  confidence: { value: 1, name: confidence },
  description: 'd',
});

const RESULT = {
  globalChecks: 5,
  issues: [
    issue('AUXCLICK_JS_CHECK', 'MEDIUM', 'FIRM'),
    issue('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'TENTATIVE'),
    issue('NODE_INTEGRATION_JS_CHECK', 'HIGH', 'CERTAIN'),
    issue('CSP_GLOBAL_CHECK', 'LOW', 'FIRM'),
  ],
};

describe('the Electronegativity findings', () => {
  it('are read from the scanner’s result with where they are', () => {
    expect(findingsOf(RESULT)[0]).toEqual({
      issue: 'AUXCLICK_JS_CHECK',
      severity: 'MEDIUM',
      confidence: 'FIRM',
      where: 'main/window.ts:41:17',
    });
  });

  it('block HIGH and MEDIUM findings of FIRM or CERTAIN confidence only', () => {
    expect(blockingFindings(findingsOf(RESULT)).map((f) => f.issue)).toEqual([
      'AUXCLICK_JS_CHECK',
      'NODE_INTEGRATION_JS_CHECK',
    ]);
  });

  it('refuse a result of another shape instead of passing it', () => {
    expect(() => findingsOf({ issues: [{ id: 'X' }] })).toThrow();
  });
});
