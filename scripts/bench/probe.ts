/**
 * The bench's probes: a measure run in a fresh Node process of its own (`node <script> …args`),
 * which prints its result as its last line of output, one JSON value.
 */
import { spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The probe's one JSON line (its last line of output). */
export function parseProbeLine<T>(stdout: string, schema: z.ZodType<T>): T {
  const line = stdout.trim().split('\n').at(-1);
  if (line === undefined || line === '') throw new Error('the probe printed nothing');
  return schema.parse(JSON.parse(line));
}

/** Runs `script` (a path) with `args` in a fresh process and reads its result. */
export function runProbe<T>(
  script: string,
  args: readonly (string | number)[],
  schema: z.ZodType<T>,
): T {
  const run = spawnSync(process.execPath, [script, ...args.map(String)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 1_048_576,
  });
  if (run.status !== 0) {
    const name = basename(script);
    throw new Error(`the probe ${name} failed (${run.status ?? run.signal}): ${run.stderr}`);
  }
  return parseProbeLine(run.stdout, schema);
}
