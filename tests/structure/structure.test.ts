import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph.ts';
import { readSource, sourceFiles } from './source-files.ts';

const MAX_LINES = 400;
/** Main's composition root only wires: what grows it belongs in a module of its own. */
const COMPOSITION_ROOT = 'src/main/index.ts';
const COMPOSITION_ROOT_MAX_LINES = 150;

describe('the source tree', () => {
  const files = sourceFiles();

  it('has no import circle, type-only imports included', () => {
    expect(importCircles(importGraph(files))).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = sourceFiles(/\.(ts|tsx|css)$/)
      .map((file) => ({ file, lines: readSource(file).split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it(`keeps main's composition root under ${COMPOSITION_ROOT_MAX_LINES} lines`, () => {
    const lines = readSource(COMPOSITION_ROOT).split('\n').length;
    expect(lines).toBeLessThan(COMPOSITION_ROOT_MAX_LINES);
  });
});

describe('importCircles', () => {
  it('finds a circle through three files and leaves a chain alone', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['d']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('finds a file importing itself', () => {
    expect(importCircles(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
