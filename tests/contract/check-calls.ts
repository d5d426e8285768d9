import { SPEC_CALLS, type SpecCall } from './spec-calls.ts';

export interface LoggedCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^/?${escaped}$`);
}

const compiled = SPEC_CALLS.map((call) => ({ call, pattern: pathPattern(call.path) }));

function specCallFor(method: string, path: string): SpecCall | undefined {
  // Literal segments beat `{id}` ones (`loan-application/active` is not `loan-application/{id}`).
  const matches = compiled.filter(
    (c) => c.call.method === method.toUpperCase() && c.pattern.test(path),
  );
  matches.sort(
    (a, b) => (a.call.path.match(/\{/g)?.length ?? 0) - (b.call.path.match(/\{/g)?.length ?? 0),
  );
  return matches[0]?.call;
}

function bodyFields(body: unknown): string[] {
  if (body === null || body === undefined) return [];
  if (typeof body !== 'object' || Array.isArray(body)) return ['<not an object>'];
  return Object.keys(body);
}

/** Every way a logged API call departs from the spec's call tables. */
export function callProblems(calls: readonly LoggedCall[]): string[] {
  const problems = new Set<string>();
  for (const { method, path, query, body } of calls) {
    const spec = specCallFor(method, path);
    const where = `${method.toUpperCase()} ${path}`;
    if (!spec) {
      problems.add(`${where} is not in the spec's call tables`);
      continue;
    }
    const fields = bodyFields(body);
    if (spec.payload === null && fields.length > 0) {
      problems.add(`${where} sends a payload (${fields.join(', ')}) where the spec names none`);
    } else if (Array.isArray(spec.payload)) {
      const unknown = fields.filter((f) => !spec.payload?.includes(f));
      if (unknown.length > 0)
        problems.add(`${where} sends fields the spec does not name: ${unknown.join(', ')}`);
    }
    const unknownQuery = Object.keys(query).filter((q) => !(spec.query ?? []).includes(q));
    if (unknownQuery.length > 0) {
      problems.add(
        `${where} sends query parameters the spec does not name: ${unknownQuery.join(', ')}`,
      );
    }
  }
  return [...problems];
}

/** Which of the spec's call-table rows the logged calls made, and which they did not. */
export function callCoverage(calls: readonly LoggedCall[]): {
  made: readonly SpecCall[];
  missing: readonly SpecCall[];
} {
  const made = new Set<SpecCall>();
  for (const { method, path } of calls) {
    const spec = specCallFor(method, path);
    if (spec) made.add(spec);
  }
  return {
    made: SPEC_CALLS.filter((call) => made.has(call)),
    missing: SPEC_CALLS.filter((call) => !made.has(call)),
  };
}
