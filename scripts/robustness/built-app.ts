/**
 * The built app: `npm run build` (electron-vite), then the bundle's main entry loaded in Node
 * with Electron faked (built-app-probe.ts, a process of its own) until its window is created
 * and loads the app, and the embedded sandbox it started answers. Catches what only the bundle
 * breaks (a chunk that fails to load, a path that only the bundle resolves).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PROBE_MARKER } from '../bench/main-start-marker.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = fileURLToPath(new URL('./built-app-probe.ts', import.meta.url));

const probeResult = z.object({
  windowUrl: z.string().nullable(),
  health: z.number().nullable(),
  error: z.string().nullable(),
});
export type BuiltAppOutcome = z.infer<typeof probeResult> & { built: boolean; seconds: number };

/** The probe's line from its stdout (main's own output may share it). */
export function parseBuiltAppOutput(stdout: string): z.infer<typeof probeResult> {
  const line = stdout.split('\n').find((l) => l.startsWith(PROBE_MARKER));
  if (line === undefined)
    return { windowUrl: null, health: null, error: 'the probe printed no result' };
  return probeResult.parse(JSON.parse(line.slice(PROBE_MARKER.length)));
}

/** No API configured, so main starts its embedded sandbox. */
function withoutApi(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  delete rest.VERTAISLAINA_API_BASE_URL;
  return rest;
}

export function checkBuiltApp(build: boolean, log: (message: string) => void): BuiltAppOutcome {
  if (build) {
    log('built app: npm run build…');
    const vite = join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js');
    const result = spawnSync(process.execPath, [vite, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0)
      return { built: false, seconds: 0, windowUrl: null, health: null, error: 'the build failed' };
  }
  log('built app: loading out/main/index.js with Electron faked…');
  const userData = mkdtempSync(join(tmpdir(), 'robustness-app-'));
  const started = performance.now();
  try {
    const run = spawnSync(process.execPath, [PROBE], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...withoutApi(process.env), ROBUSTNESS_USER_DATA: userData },
    });
    const seconds = (performance.now() - started) / 1000;
    return { built: true, seconds, ...parseBuiltAppOutput(run.stdout) };
  } finally {
    rmSync(userData, { recursive: true, force: true });
  }
}
