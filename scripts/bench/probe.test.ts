import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseProbeLine } from './probe.ts';

describe('a probe’s output', () => {
  it('is read from its last line, and refused without one', () => {
    const schema = z.object({ a: z.number() });
    expect(parseProbeLine('warming up\n{"a":1}\n', schema)).toEqual({ a: 1 });
    expect(() => parseProbeLine('', schema)).toThrow('printed nothing');
    expect(() => parseProbeLine('{"a":"x"}', schema)).toThrow();
  });
});
