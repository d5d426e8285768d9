import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './import-graph.ts';
import { readSource } from './source-files.ts';

const WORKER = 'src/renderer/src/features/transactions-loader/worker.ts';
const ON_DEMAND = 'src/renderer/src/features/transactions-loader/tax-job-on-demand.ts';

/** Whether a file imports zod's code (a type-only import is erased). */
function importsZod(file: string): boolean {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, false);
  return source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      !statement.importClause?.isTypeOnly &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /^zod(\/|$)/.test(statement.moduleSpecifier.text),
  );
}

/**
 * Issue 23 §2: the list's request leaves from the loader's worker, so the worker's start is on the
 * way to the first rows. Its own code is small; zod (94 kB, four fifths of it) is loaded only for
 * the tax statement's job, on demand.
 */
describe('the transaction loader’s worker', () => {
  const eager = staticClosure(WORKER);

  it('evaluates no module that imports zod when it starts', () => {
    expect([...eager].filter(importsZod)).toEqual([]);
  });

  it('sees zod where it is imported: the tax job, loaded on demand', () => {
    const taxJob = 'src/renderer/src/features/transactions-loader/fetch-tax-years.ts';
    expect(importsZod(taxJob)).toBe(true);
    expect(eager.has(taxJob)).toBe(false);
    expect(readSource(ON_DEMAND)).toContain("import('./fetch-tax-years.ts')");
    expect(eager.has(ON_DEMAND)).toBe(true);
  });
});
