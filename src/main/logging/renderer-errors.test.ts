import { describe, expect, it } from 'vitest';
import type { LogLevel } from './level.ts';
import { createRendererErrorSink } from './renderer-errors.ts';

function sink(maxPerWindow = 3) {
  const lines: Array<{ level: LogLevel; message: string; fields?: unknown; scope?: string }> = [];
  let now = 0;
  const report = createRendererErrorSink({
    log: {
      write: (level, message, fields, scope) => lines.push({ level, message, fields, scope }),
    },
    now: () => now,
    maxPerWindow,
    windowMs: 60_000,
  });
  return { report, lines, advance: (ms: number) => (now += ms) };
}

describe('renderer error sink', () => {
  it('logs a report as an error under the renderer scope, with its stack', () => {
    const s = sink();
    s.report({ message: 'TypeError: x', stack: 'at y' });
    s.report({ message: 'no stack' });
    expect(s.lines).toEqual([
      { level: 'error', message: 'TypeError: x', fields: { stack: 'at y' }, scope: 'renderer' },
      { level: 'error', message: 'no stack', fields: undefined, scope: 'renderer' },
    ]);
  });

  it('writes at most the limit per minute and then says how many it dropped', () => {
    const s = sink(3);
    for (let i = 0; i < 50; i++) s.report({ message: `loop ${i}` });
    expect(s.lines.map((l) => l.message)).toEqual(['loop 0', 'loop 1', 'loop 2']);
    s.advance(59_999);
    s.report({ message: 'still limited' });
    expect(s.lines).toHaveLength(3);
    s.advance(1);
    s.report({ message: 'next minute' });
    expect(s.lines.slice(3).map((l) => [l.level, l.message])).toEqual([
      ['warn', '48 error reports dropped (more than 3 a minute)'],
      ['error', 'next minute'],
    ]);
  });
});
