import { describe, expect, it } from 'vitest';
import { formatTable } from '../bench/table.ts';
import { count, notRun, verdict } from './verdicts.ts';

describe('the robustness table’s rows', () => {
  it('judges counts against their target and fails a check that did not run', () => {
    const rows = [
      count('leaks', 0, 0),
      count('writes outside', 2, 0),
      verdict('download', '0 / failed(http)', '0 / failed(reason)', true),
      notRun('logs', 'run the suite first (npm run test:e2e)', '0'),
    ];
    expect(rows.map((r) => r.pass)).toEqual([true, false, true, false]);
    const table = formatTable(rows);
    expect(table).toContain('writes outside');
    expect(table.split('\n').filter((line) => line.endsWith('FAIL'))).toHaveLength(2);
    expect(table).toContain('not run: run the suite first (npm run test:e2e)');
  });
});
