import { describe, expect, it } from 'vitest';
import {
  anyFailed,
  formatTable,
  judged,
  judgedSpread,
  notedSpread,
  kibibytes,
  milliseconds,
  noted,
  ratioText,
} from './table.ts';

describe('judged', () => {
  it('passes a value at or under a ceiling and fails one over it', () => {
    expect(judged('fcp', 1.1, ratioText, '<=', 1.1)).toEqual({
      name: 'fcp',
      value: '1.10×',
      target: '≤ 1.10×',
      pass: true,
    });
    expect(judged('fcp', 1.2, ratioText, '<=', 1.1).pass).toBe(false);
  });

  it('passes a value at or over a floor and fails one under it', () => {
    expect(judged('copy', 0.8, ratioText, '>=', 0.8).pass).toBe(true);
    expect(judged('copy', 0.79, ratioText, '>=', 0.8).pass).toBe(false);
  });

  it('judges nothing it could not measure', () => {
    expect(judged('x', Number.NaN, ratioText, '<=', 1)).toMatchObject({ value: 'n/a', pass: null });
  });
});

describe('formatTable', () => {
  it('aligns the columns under a header and a rule, with the verdicts', () => {
    const table = formatTable([
      judged('entry chunk (gzip)', 150 * 1024, kibibytes, '<=', 170 * 1024),
      judged('requests', 5, String, '<=', 4),
      noted('world build', '1.23 s'),
    ]);
    expect(table.split('\n')).toEqual([
      'figure             │ value     │ target      │ result',
      '───────────────────┼───────────┼─────────────┼───────',
      'entry chunk (gzip) │ 150.0 KiB │ ≤ 170.0 KiB │ pass',
      'requests           │ 5         │ ≤ 4         │ FAIL',
      'world build        │ 1.23 s    │             │',
    ]);
  });
});

describe('anyFailed', () => {
  it('is true only when a judged figure missed its target', () => {
    const pass = judged('fcp', 1.0, ratioText, '<=', 1.1);
    const miss = judged('fcp', 1.3, ratioText, '<=', 1.1);
    const unmeasured = judged('fcp', Number.NaN, ratioText, '<=', 1.1);
    expect(anyFailed([pass, noted('build', '29 s'), unmeasured])).toBe(false);
    expect(anyFailed([pass, miss])).toBe(true);
  });
});

describe('judgedSpread', () => {
  it('judges the median and prints the lowest and highest run beside it', () => {
    expect(judgedSpread('task', { median: 48, min: 41, max: 81 }, milliseconds, '<=', 50)).toEqual({
      name: 'task',
      value: '48 ms (41 ms–81 ms)',
      target: '≤ 50 ms',
      pass: true,
    });
    expect(
      judgedSpread('task', { median: 67, min: 52, max: 81 }, milliseconds, '<=', 50).pass,
    ).toBe(false);
  });
});

describe('notedSpread', () => {
  it('prints the median with the lowest and highest run, without a target or verdict', () => {
    expect(notedSpread('first byte', { median: 75, min: 22, max: 143 }, milliseconds)).toEqual({
      name: 'first byte',
      value: '75 ms (22 ms–143 ms)',
      target: '',
      pass: null,
    });
  });

  it('says n/a when nothing was measured', () => {
    const none = { median: Number.NaN, min: Number.NaN, max: Number.NaN };
    expect(notedSpread('first byte', none, milliseconds).value).toBe('n/a');
  });
});
