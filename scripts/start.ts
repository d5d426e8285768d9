/**
 * `npm start`: the desktop app in development mode (electron-vite dev), on the embedded sandbox.
 * Electron's binary is fetched first when it is missing; where it cannot be had, one paragraph
 * says why and what to do, and the exit status is 1. Extra arguments go to electron-vite.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultSetup, ensureElectronBinary } from './electron-binary.ts';

/** A download of about 100 MB on a slow line still finishes; a host that never answers does not hang forever. */
const DOWNLOAD_TIMEOUT_MS = 15 * 60_000;

const result = ensureElectronBinary(defaultSetup(), {
  timeoutMs: DOWNLOAD_TIMEOUT_MS,
  onDownload: () =>
    console.log("Electron's binary is not installed yet: downloading it once (about 100 MB)…"),
});
if (!result.ok) {
  console.error(`\n${result.message}\n`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const electronVite = join(
  dirname(require.resolve('electron-vite/package.json')),
  'bin/electron-vite.js',
);
const child = spawn(process.execPath, [electronVite, 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // electron-vite reads ELECTRON_EXEC_PATH; it knows nothing of ELECTRON_OVERRIDE_DIST_PATH.
  env: { ...process.env, ELECTRON_EXEC_PATH: result.path },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
