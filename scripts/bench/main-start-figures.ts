/**
 * Issue 11 §8: how fast main starts. In plain Node with Electron faked (main-start-probe.ts, one
 * fresh process per run): the modules main's entry loads, the time to import them against
 * importing an empty module, and the time until the whenReady handlers finish (with a configured
 * API, so no embedded sandbox). Where Electron's binary and a build exist: the cold start to the
 * first interactive page, target ≤ 500 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultSetup, findElectronBinary } from '../electron-binary.ts';
import { PROBE_MARKER } from './main-start-marker.ts';
import { median, ratio } from './stats.ts';
import { judged, milliseconds, noted, ratioText, type Figure } from './table.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = fileURLToPath(new URL('./main-start-probe.ts', import.meta.url));
const MAIN_BUILD = join(ROOT, 'out/main/index.js');
/** A gateway that is never reached: main only needs one configured to skip the sandbox. */
const API_BASE_URL = 'http://127.0.0.1:9';
const COLD_START_TARGET_MS = 500;
/** Issue 23 §4: what the built main loads before its window, node_modules and chunks included. */
const BUNDLE_MODULES_TARGET = 30;
/** Issue 23 §3: the login page usable ≤ 1 s after the window; the window itself comes first. */
const FIRST_LAUNCH_WINDOW_TARGET_MS = 1000;
/** A main that stalls no longer than a long task serves the login page's files at once. */
const FIRST_LAUNCH_STALL_TARGET_MS = 50;

const probeResult = z.object({
  bareMs: z.number(),
  importMs: z.number(),
  modules: z.number(),
  own: z.number(),
  /** Modules loaded when main created its first window; null when it never did. */
  beforeWindow: z.number().nullable(),
  /** From the start of main's import to its first window; null when it never came. */
  windowMs: z.number().nullable(),
  /** With BENCH_FIRST_LAUNCH: main's event loop until the embedded sandbox's world was seeded. */
  firstLaunch: z.object({ maxStallMs: z.number(), seededAfterWindowMs: z.number() }).nullable(),
  readyMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type ProbeResult = z.infer<typeof probeResult>;

/** The probe's result from its stdout, which main's log lines share. */
export function parseProbeOutput(stdout: string): ProbeResult {
  const line = stdout.split('\n').find((l) => l.startsWith(PROBE_MARKER));
  if (line === undefined) throw new Error('the main-start probe printed no result');
  return probeResult.parse(JSON.parse(line.slice(PROBE_MARKER.length)));
}

/**
 * One cold run of the probe in a fresh process and data folder, on main's source or, given its
 * path, on the built bundle. A first launch has no API configured: main starts its embedded
 * sandbox, which seeds the fresh folder's database.
 */
export function runProbe(
  bundle: string | null = null,
  options: { firstLaunch?: boolean } = {},
): ProbeResult {
  const dataDir = mkdtempSync(join(tmpdir(), 'vertaislaina-bench-main-'));
  const env: NodeJS.ProcessEnv = { ...process.env, VERTAISLAINA_DATA_DIR: dataDir };
  if (options.firstLaunch) {
    env.BENCH_FIRST_LAUNCH = '1';
    delete env.VERTAISLAINA_API_BASE_URL;
  } else {
    env.VERTAISLAINA_API_BASE_URL = API_BASE_URL;
  }
  if (bundle !== null) env.BENCH_MAIN_ENTRY = bundle;
  const run = spawnSync(process.execPath, [PROBE], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: options.firstLaunch ? 20 * 60_000 : 120_000,
    env,
  });
  if (run.status !== 0) {
    throw new Error(`the main-start probe failed (${run.status ?? run.signal}): ${run.stderr}`);
  }
  const result = parseProbeOutput(run.stdout);
  if (result.error !== null) throw new Error(`main's whenReady handler failed: ${result.error}`);
  return result;
}

/** The figures from `runs` cold runs (medians). */
export function summariseProbes(results: readonly ProbeResult[]): Figure[] {
  const first = results[0];
  if (first === undefined) throw new RangeError('no main-start runs');
  const importMs = median(results.map((r) => r.importMs));
  const bareMs = median(results.map((r) => r.bareMs));
  const ready = results.flatMap((r) => (r.readyMs === null ? [] : [r.readyMs]));
  return [
    noted(
      'main start: modules loaded by src/main/index.ts (Electron faked)',
      `${first.modules} (${first.own} of ours)`,
    ),
    noted('main start: import of that graph (median, unbundled)', milliseconds(importMs)),
    noted('main start: import of an empty module (median)', `${bareMs.toFixed(2)} ms`),
    noted('main start: graph ÷ empty-module import', ratioText(ratio(importMs, bareMs))),
    noted(
      'main start: whenReady handlers finish (median, configured API)',
      ready.length === 0 ? 'n/a (never ran)' : milliseconds(median(ready)),
    ),
  ];
}

/** The figure of the built bundle: the modules loaded before the window, against the target. */
export function bundleFigure(result: ProbeResult): Figure {
  return judged(
    'main start: modules loaded before the window (built bundle, Electron faked)',
    result.beforeWindow ?? Number.NaN,
    String,
    '<=',
    BUNDLE_MODULES_TARGET,
  );
}

/**
 * The first launch on a fresh data folder (issue 23 §3): the window must come at once and main
 * stay responsive while the embedded sandbox plays the marketplace's years behind it, so the
 * login page is usable within a second of the window whatever the world's build costs.
 */
export function firstLaunchFigures(result: ProbeResult): Figure[] {
  const launch = result.firstLaunch;
  return [
    judged(
      'first launch (fresh data folder, embedded sandbox): main start to its window',
      result.windowMs ?? Number.NaN,
      milliseconds,
      '<=',
      FIRST_LAUNCH_WINDOW_TARGET_MS,
    ),
    judged(
      "first launch: main's longest event-loop stall while the world is seeded behind",
      launch?.maxStallMs ?? Number.NaN,
      milliseconds,
      '<=',
      FIRST_LAUNCH_STALL_TARGET_MS,
    ),
    noted(
      'first launch: modules loaded before the window (the sandbox starts first, for its origin)',
      String(result.beforeWindow ?? 'n/a'),
    ),
    noted(
      'first launch: the world committed (worker thread), after the window',
      launch === null ? 'n/a' : milliseconds(launch.seededAfterWindowMs),
    ),
  ];
}

function buildMain(): void {
  const cli = join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js');
  const run = spawnSync(process.execPath, [cli, 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (run.status !== 0) throw new Error('electron-vite build failed');
}

/** Cold start to the login page's first enabled field, in Electron: launch to interactive. */
async function measureColdStart(binary: string, runs: number): Promise<number> {
  const { _electron } = await import('@playwright/test');
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'vertaislaina-bench-cold-'));
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
    const started = performance.now();
    const app = await _electron.launch({
      executablePath: binary,
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), MAIN_BUILD],
      env: {
        ...env,
        VERTAISLAINA_DATA_DIR: dataDir,
        VERTAISLAINA_API_BASE_URL: API_BASE_URL,
        VERTAISLAINA_E2E: '1',
      },
    });
    try {
      const page = await app.firstWindow();
      await page.locator('main input:enabled').first().waitFor({ state: 'visible' });
      times.push(performance.now() - started);
    } finally {
      await app.close();
    }
  }
  return median(times);
}

/** One line saying why the Electron figure is missing, or null when it can be measured. */
export function coldStartSkipReason(binaryFound: boolean, buildExists: boolean): string | null {
  if (!binaryFound) return 'skipped: Electron binary absent';
  if (!buildExists) return 'skipped: no build (npm run build)';
  return null;
}

export async function measureMainStart(
  runs: number,
  log: (message: string) => void,
): Promise<Figure[]> {
  log(`main start in Node with Electron faked, ${runs} cold runs…`);
  const results = Array.from({ length: runs }, () => runProbe());
  const figures = summariseProbes(results);
  log('main start on the built bundle (electron-vite build)…');
  buildMain();
  figures.push(bundleFigure(runProbe(MAIN_BUILD)));
  log('first launch on a fresh data folder (the built bundle, embedded sandbox)…');
  figures.push(...firstLaunchFigures(runProbe(MAIN_BUILD, { firstLaunch: true })));

  const name = 'cold start to the first interactive page (Electron)';
  const binary = findElectronBinary(defaultSetup());
  const skip = coldStartSkipReason(binary.found, existsSync(MAIN_BUILD));
  if (!binary.found || skip !== null) {
    log(`${name}: ${skip ?? 'skipped'}`);
    figures.push({
      name,
      value: skip ?? 'skipped',
      target: `≤ ${COLD_START_TARGET_MS} ms`,
      pass: null,
    });
    return figures;
  }
  log('cold start in Electron…');
  const coldMs = await measureColdStart(binary.path, runs);
  figures.push(judged(name, coldMs, milliseconds, '<=', COLD_START_TARGET_MS));
  return figures;
}
