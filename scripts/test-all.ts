/**
 * `npm test`: every check and test that can run on this machine, in one go.
 * Stages run in order and all of them run even when one fails, so a single CI run shows
 * everything that is wrong. Ends with one line `tests: N passed, N failed, N skipped`. On Linux
 * without a desktop session it runs inside a D-Bus session with an unlocked keyring of its own
 * (keyring-session.ts), so the keychain tests meet a real Secret Service.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsOwnKeyringSession, rerunInKeyringSession } from './keyring-session.ts';
import { e2ePorts } from './e2e-servers.ts';
import { holdersOf, portIsFree, portTakenMessage } from './ports.ts';
import { readTestCounts, readTestProblems, type TestCounts } from './test-counts.ts';
import { SHARED_TEMPLATES_ENV } from '../src/sandbox/db/shared-templates.ts';

if (needsOwnKeyringSession(process.env)) {
  process.exit(rerunInKeyringSession(import.meta.filename, process.argv.slice(2)));
}

interface Stage {
  name: string;
  command: string;
  /** JSON report the stage writes, for its test counts. */
  report?: { path: string; kind: 'vitest' | 'playwright' };
  /** Ports the stage listens on, checked free before it starts. */
  ports?: number[];
  /** A check that only reads the tree: it runs beside the others like it, before the tests. */
  together?: boolean;
}

const results = 'test-results';
const stages: Stage[] = [
  { name: 'typecheck', command: 'npm run -s typecheck', together: true },
  { name: 'lint', command: 'npm run -s lint', together: true },
  { name: 'format', command: 'npm run -s format:check', together: true },
  // Doyensec's Electron scanner: HIGH or MEDIUM findings of firm or certain confidence fail.
  { name: 'electron-security', command: 'npm run -s security:electron', together: true },
  {
    name: 'unit',
    command: `vitest run --reporter=default --reporter=json --outputFile.json=${results}/unit.json`,
    report: { path: `${results}/unit.json`, kind: 'vitest' },
  },
  {
    name: 'e2e',
    command: 'npm run -s test:e2e',
    report: { path: `${results}/e2e.json`, kind: 'playwright' },
    // The web servers of tests/e2e/playwright.config.ts, one per worker.
    ports: e2ePorts(),
  },
  {
    name: 'electron',
    // A real window needs a display: on a headless Linux machine, a virtual one.
    command: needsVirtualDisplay()
      ? 'xvfb-run -a npm run -s test:electron'
      : 'npm run -s test:electron',
    report: { path: `${results}/electron.json`, kind: 'playwright' },
  },
];

function needsVirtualDisplay(): boolean {
  if (process.platform !== 'linux' || process.env.DISPLAY) return false;
  return spawnSync('sh', ['-c', 'command -v xvfb-run'], { stdio: 'ignore' }).status === 0;
}

/** A line for each port that is not free, naming who holds it. */
async function takenPorts(ports: readonly number[]): Promise<string[]> {
  const lines: string[] = [];
  for (const port of ports) {
    if (!(await portIsFree(port))) lines.push(portTakenMessage(port, holdersOf(port)));
  }
  return lines;
}

const only = process.argv.slice(2);
mkdirSync(results, { recursive: true });

/*
 * The stages share the sandbox worlds they seed (src/sandbox/db/shared-templates.ts): the unit
 * tests' workers build today's once, and the end-to-end servers copy it instead of building it
 * again before their first test. The folder lives as long as this run.
 */
const sharedTemplates = mkdtempSync(join(tmpdir(), 'vertaislaina-test-templates-'));
process.env[SHARED_TEMPLATES_ENV] ??= sharedTemplates;

const total: TestCounts = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
const problems: string[] = [];
let failedStages = 0;

interface StageRun {
  ok: boolean;
  seconds: string;
  /** What a stage run beside others printed, shown when it ends; a stage alone prints live. */
  output?: string;
}

const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(0);

function runAlone(stage: Stage): StageRun {
  const started = Date.now();
  const run = spawnSync(stage.command, { shell: true, stdio: 'inherit' });
  return { ok: run.status === 0, seconds: secondsSince(started) };
}

/** Runs the stage with its output kept, so that stages running together do not interleave. */
function runBeside(stage: Stage): Promise<StageRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (ok: boolean, extra = '') =>
      resolve({
        ok,
        seconds: secondsSince(started),
        output: Buffer.concat(chunks).toString() + extra,
      });
    child.on('error', (error) => done(false, String(error)));
    child.on('close', (code) => done(code === 0));
  });
}

function record(stage: Stage, run: StageRun): void {
  if (!run.ok) failedStages += 1;
  let counts = '';
  if (stage.report && existsSync(stage.report.path)) {
    const json = readFileSync(stage.report.path, 'utf8');
    const c = readTestCounts(stage.report.kind, json);
    problems.push(...readTestProblems(stage.report.kind, json).map((p) => `  ${stage.name}: ${p}`));
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    counts = ` (${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped)`;
  } else if (stage.report && !run.ok) {
    // A stage that died before writing its report still counts as a failure.
    total.failed += 1;
  }
  summary.push(`${run.ok ? 'ok    ' : 'FAILED'} ${stage.name}${counts} in ${run.seconds}s`);
}

const chosen = stages.filter((stage) => only.length === 0 || only.includes(stage.name));

// The checks that only read the tree run side by side: each of them keeps one core busy.
const together = chosen.filter((stage) => stage.together);
if (together.length > 0) {
  console.log(`\n=== ${together.map((stage) => stage.name).join(', ')}: side by side`);
  const runs = await Promise.all(together.map((stage) => runBeside(stage)));
  together.forEach((stage, index) => {
    const run = runs[index];
    if (!run) return;
    console.log(`\n=== ${stage.name}: ${stage.command} (${run.seconds}s)`);
    process.stdout.write(run.output ?? '');
    record(stage, run);
  });
}

for (const stage of chosen.filter((s) => !s.together)) {
  if (stage.report) rmSync(stage.report.path, { force: true });
  console.log(`\n=== ${stage.name}: ${stage.command}`);
  const taken = await takenPorts(stage.ports ?? []);
  if (taken.length > 0) {
    for (const line of taken) console.log(`${stage.name}: ${line}`);
    problems.push(...taken.map((line) => `  ${stage.name}: ${line}`));
    failedStages += 1;
    total.failed += 1;
    summary.push(`FAILED ${stage.name}: not started, a port it needs is in use`);
    continue;
  }
  record(stage, runAlone(stage));
}

rmSync(sharedTemplates, { recursive: true, force: true });

console.log('\n=== summary');
for (const line of summary) console.log(line);
// Named here, at the end, because CI may show only the tail of the output.
for (const line of problems) console.log(line);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStages > 0 ? 1 : 0);
