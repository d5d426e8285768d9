import { z } from 'zod';
import type { Endpoint } from '../../src/shared/api/endpoint.ts';
import { SPEC_CALLS, type SpecCall } from './spec-calls.ts';

/** `{blaId}` and `{id}` are the same segment: only the literal parts of a path must agree. */
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

function specCallOf(endpoint: Endpoint): SpecCall | undefined {
  return SPEC_CALLS.find(
    (call) => call.method === endpoint.method && shape(call.path) === shape(endpoint.path),
  );
}

function fieldsOf(schema: z.ZodType | undefined): string[] | null {
  if (schema === undefined) return null;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : ['<not an object>'];
}

const sameFields = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((field, i) => field === [...b].sort()[i]);

/**
 * Every way the endpoint descriptions depart from the spec's call tables: a method and path the
 * spec does not have, a payload or query whose fields are not exactly the spec's, a duplicate.
 */
export function endpointProblems(endpoints: readonly Endpoint[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const endpoint of endpoints) {
    const where = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(where)) problems.push(`${where} is described twice`);
    seen.add(where);
    const spec = specCallOf(endpoint);
    if (!spec) {
      problems.push(`${where} is not in the spec's call tables`);
      continue;
    }
    const body = fieldsOf(endpoint.body);
    if (spec.payload === null && body !== null) {
      problems.push(`${where} takes a payload (${body.join(', ')}) where the spec names none`);
    } else if (Array.isArray(spec.payload) && (body === null || !sameFields(body, spec.payload))) {
      problems.push(
        `${where} takes ${body?.join(', ') ?? 'no payload'}; the spec names ${spec.payload.join(', ')}`,
      );
    }
    const query = fieldsOf(endpoint.query) ?? [];
    if (!sameFields(query, spec.query ?? [])) {
      problems.push(
        `${where} takes the query ${query.join(', ') || 'none'}; the spec names ${spec.query?.join(', ') ?? 'none'}`,
      );
    }
  }
  return problems;
}
