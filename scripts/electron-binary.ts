/**
 * Electron's binary: where it is, and getting it when it is missing.
 *
 * The electron package (v45) has no install script, so `npm ci` downloads nothing. Its installer
 * (`install.js`, also the `install-electron` bin) downloads the zip for this platform, checks it
 * against the package's checksums.json, extracts it to `dist/` and writes `path.txt`; it keeps the
 * zip in a cache folder (`electron_config_cache`) and honours `ELECTRON_MIRROR`. electron-vite
 * never runs it: it reads `ELECTRON_EXEC_PATH`, else `path.txt`, and stops with "Electron
 * uninstall" when there is none. So `npm start` and the Electron suite run it here first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ElectronSetup {
  /** The electron package's folder (`node_modules/electron`). */
  electronDir: string;
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
}

export type BinaryLookup =
  | { found: true; path: string }
  /** `explicit`: the user named a binary that is not there; downloading would not help. */
  | { found: false; explicit: boolean; reason: string };

export type EnsureResult =
  { ok: true; path: string; downloaded: boolean } | { ok: false; reason: string; message: string };

export function electronPackageDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('electron/package.json'));
}

export function defaultSetup(): ElectronSetup {
  return { electronDir: electronPackageDir(), env: process.env, platform: process.platform };
}

/** The executable inside Electron's zip, as the installer names it in `path.txt`. */
function executableInZip(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  if (platform === 'win32') return 'electron.exe';
  return 'electron';
}

/**
 * Read WITHOUT `require('electron')`: that call would start a download of its own when the binary
 * is missing, and end in an exception when it fails.
 */
export function findElectronBinary(setup: ElectronSetup): BinaryLookup {
  const { env, electronDir } = setup;
  if (env.ELECTRON_EXEC_PATH) {
    const path = env.ELECTRON_EXEC_PATH;
    return existsSync(path)
      ? { found: true, path }
      : {
          found: false,
          explicit: true,
          reason: `ELECTRON_EXEC_PATH is ${path}, which does not exist`,
        };
  }
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(env.ELECTRON_OVERRIDE_DIST_PATH, executableInZip(setup.platform));
    return existsSync(path)
      ? { found: true, path }
      : {
          found: false,
          explicit: true,
          reason: `ELECTRON_OVERRIDE_DIST_PATH is ${env.ELECTRON_OVERRIDE_DIST_PATH}, which has no ${executableInZip(setup.platform)}`,
        };
  }
  const pathTxt = join(electronDir, 'path.txt');
  if (!existsSync(pathTxt)) return { found: false, explicit: false, reason: 'not installed yet' };
  const path = join(electronDir, 'dist', readFileSync(pathTxt, 'utf8').trim());
  return existsSync(path)
    ? { found: true, path }
    : { found: false, explicit: false, reason: `${path} is missing` };
}

export interface InstallerRun {
  status: number | null;
  output: string;
  timedOut: boolean;
}

/** Runs the electron package's own installer with this Node, its output captured. */
function runElectronInstaller(setup: ElectronSetup, timeoutMs: number): InstallerRun {
  const run = spawnSync(process.execPath, [join(setup.electronDir, 'install.js')], {
    env: setup.env,
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
  const timedOut = run.error !== undefined && 'code' in run.error && run.error.code === 'ETIMEDOUT';
  return { status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}`, timedOut };
}

/** The installer prints the error's stack: its first line says what failed ("TypeError: fetch failed"). */
function installerFailure(run: InstallerRun, timeoutMs: number): string {
  if (run.timedOut) return `the download did not finish within ${Math.round(timeoutMs / 1000)} s`;
  const first = run.output
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('at ') && !line.startsWith('npm warn'));
  return first ?? `the installer exited with status ${run.status ?? 'unknown'}`;
}

/** The one paragraph `npm start` ends with when there is no binary to start. */
function missingBinaryMessage(reason: string): string {
  return [
    `Cannot start the desktop app: Electron's binary is not installed and could not be got (${reason}).`,
    "On first start, Electron's own installer downloads it once for this platform and caches it",
    '(on Linux in ~/.cache/electron; electron_config_cache moves the cache).',
    'Where its download host cannot be reached, point it at a mirror with',
    'ELECTRON_MIRROR=https://your-mirror/electron/ npm start, or use a binary already on this',
    'machine with ELECTRON_EXEC_PATH=/path/to/electron npm start (or ELECTRON_OVERRIDE_DIST_PATH',
    'set to the folder that holds it). Meanwhile, `npm run web` shows the same app in a browser,',
    'on the embedded sandbox.',
  ].join(' ');
}

export interface EnsureOptions {
  timeoutMs: number;
  /** Told before a download starts (it takes a while: the zip is about 100 MB). */
  onDownload?: () => void;
  install?: (setup: ElectronSetup, timeoutMs: number) => InstallerRun;
}

/** Finds Electron's binary, downloading it with Electron's installer when it is missing. */
export function ensureElectronBinary(setup: ElectronSetup, options: EnsureOptions): EnsureResult {
  const before = findElectronBinary(setup);
  if (before.found) return { ok: true, path: before.path, downloaded: false };
  if (before.explicit) {
    return { ok: false, reason: before.reason, message: missingBinaryMessage(before.reason) };
  }
  options.onDownload?.();
  const install = options.install ?? runElectronInstaller;
  const run = install(setup, options.timeoutMs);
  const after = findElectronBinary(setup);
  if (after.found) return { ok: true, path: after.path, downloaded: true };
  const reason = run.status === 0 ? after.reason : installerFailure(run, options.timeoutMs);
  return { ok: false, reason, message: missingBinaryMessage(reason) };
}
