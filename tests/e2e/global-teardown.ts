import { readFileSync } from 'node:fs';
import { e2eRunFiles } from '../../scripts/e2e-servers.ts';
import { callCoverage, callProblems, type LoggedCall } from '../contract/check-calls.ts';
import { SPEC_CALLS } from '../contract/spec-calls.ts';

/**
 * Every API call the app made during the run (the request logs of all its web servers), checked
 * against the spec's call tables: paths, methods, payload field names and query parameters. Any
 * departure fails the run.
 */
export default function globalTeardown(): void {
  const logs = e2eRunFiles('requests');
  if (logs.length === 0) {
    console.log('Contract check: no request log (the web servers were not started by this run).');
    return;
  }
  const calls = logs
    .flatMap((log) => readFileSync(log, 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedCall);
  const problems = callProblems(calls);
  if (problems.length > 0) {
    throw new Error(
      `API calls that depart from the spec's call tables:\n  ${problems.join('\n  ')}`,
    );
  }
  console.log(
    `Contract check: ${calls.length} API calls, all as the spec's call tables name them.`,
  );
  // How much of the contract the run exercised: a row no test makes is a row nobody checks.
  const { made, missing } = callCoverage(calls);
  console.log(`Contract coverage: the run made ${made.length} of the ${SPEC_CALLS.length} rows.`);
  for (const row of missing) console.log(`  not made: ${row.method} ${row.path}`);
}
