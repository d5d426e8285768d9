/**
 * The end-to-end suite's web servers: one per Playwright worker, each a `vite preview` with a
 * sandbox of its own (its clock, faults and data), on consecutive ports from E2E_PORT. Each
 * server's sandbox writes its own request log and secret record under test-results. The suite's
 * config starts them, its fixtures send each worker to its own, and `npm test` checks their
 * ports free before the stage.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_E2E_PORT = 4173;
/**
 * One: on these 2-core machines a second worker (two Chromiums, two sandboxes) made each test
 * about twice as slow, so the suite took as long and timed out more often. E2E_WORKERS=2 runs
 * two, each with a sandbox of its own, where there are cores for them.
 */
export const DEFAULT_E2E_WORKERS = 1;

/** Where an end-to-end run leaves its reports and logs. */
export const E2E_RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url));

export interface E2eServer {
  /** The worker's `parallelIndex` that uses this server: 0, 1, … */
  index: number;
  port: number;
  origin: string;
  /** Where its sandbox appends each API request (SANDBOX_REQUEST_LOG). */
  requestLog: string;
  /** Where its sandbox records the secrets it handed out or received (SANDBOX_SECRET_RECORD). */
  secretRecord: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

/** How many workers the suite runs in, each with a web server of its own (E2E_WORKERS). */
export function e2eWorkers(env: Env = process.env): number {
  return wholeNumber(env, 'E2E_WORKERS', DEFAULT_E2E_WORKERS, 1, 16);
}

/** The web servers' ports: E2E_PORT and the ports after it, one per worker. */
export function e2ePorts(env: Env = process.env): number[] {
  const workers = e2eWorkers(env);
  const first = wholeNumber(env, 'E2E_PORT', DEFAULT_E2E_PORT, 1, 65_536 - workers);
  return Array.from({ length: workers }, (_, index) => first + index);
}

const requestLogName = (index: number) => `e2e-requests.${index}.jsonl`;
const secretRecordName = (index: number) => `e2e-secrets.${index}.jsonl`;

export function e2eServers(env: Env = process.env, results: string = E2E_RESULTS): E2eServer[] {
  return e2ePorts(env).map((port, index) => ({
    index,
    port,
    origin: `http://127.0.0.1:${port}`,
    requestLog: join(results, requestLogName(index)),
    secretRecord: join(results, secretRecordName(index)),
  }));
}

const RUN_FILE = { requests: /^e2e-requests\.\d+\.jsonl$/, secrets: /^e2e-secrets\.\d+\.jsonl$/ };

/**
 * The request logs or the secret records an end-to-end run left in `results`, however many
 * servers it had, in server order.
 */
export function e2eRunFiles(kind: keyof typeof RUN_FILE, results: string = E2E_RESULTS): string[] {
  let names: string[];
  try {
    names = readdirSync(results);
  } catch {
    return [];
  }
  return names
    .filter((name) => RUN_FILE[kind].test(name))
    .map((name) => ({ name, index: Number(name.split('.')[1]) }))
    .sort((a, b) => a.index - b.index)
    .map(({ name }) => join(results, name));
}
