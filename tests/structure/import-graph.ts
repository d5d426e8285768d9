import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';
import { ROOT, readSource } from './source-files.ts';

/**
 * The files each source file imports, type-only imports and re-exports included: a circle of
 * types is still a circle of knowledge, which ESLint's import-x/no-cycle does not see. Only
 * the project's own files are followed (relative specifiers and the `#shared/*` subpath).
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports = ts.preProcessFile(readSource(file), true, true).importedFiles;
    const targets = imports
      .map((entry) => resolveSpecifier(file, entry.fileName))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The project files a file imports statically: what evaluating it evaluates first. Type-only
 * imports and re-exports are erased, and a dynamic `import()` loads its target later, on demand.
 */
export function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, false);
  const specifiers = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [statement.moduleSpecifier];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
      return [statement.moduleSpecifier];
    return [];
  });
  const targets = specifiers
    .filter(ts.isStringLiteral)
    .map((specifier) => resolveSpecifier(file, specifier.text))
    .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));
  return [...new Set(targets)];
}

/** Every file that evaluating `entry` evaluates before it: its static imports, transitively. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return seen;
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('#shared/'))
    base = join('src/shared', specifier.slice('#shared/'.length));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((candidate) => existsSync(join(ROOT, candidate)));
  return found === undefined ? undefined : relative('.', normalize(found)).split(sep).join('/');
}

/** The strongly connected components with more than one file (Tarjan), each sorted: the import circles. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      circles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}
