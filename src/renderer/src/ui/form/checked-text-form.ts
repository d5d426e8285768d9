import { z } from 'zod';

/**
 * The schema of a form of text fields that one of the shared rules checks (a withdrawal, a loan
 * calculation): `problems` gives each refused field its message. The rules' messages carry
 * figures (the free capital, the limits), so they come written in the reader's language.
 */
export function checkedTextForm<Name extends string>(
  names: readonly [Name, ...Name[]],
  problems: (values: Record<Name, string>) => ReadonlyArray<readonly [Name, string]>,
): z.ZodType<Record<Name, string>, Record<Name, string>> {
  return z.record(z.enum(names), z.string()).superRefine((values, context) => {
    for (const [field, message] of problems(values)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
