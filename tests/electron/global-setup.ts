import { spawnSync } from 'node:child_process';
import { defaultSetup, ensureElectronBinary } from '../../scripts/electron-binary.ts';

/**
 * Gets Electron's binary where its download host is reachable (as the first `npm start` does),
 * then builds the app, so `npm test` on such a machine tests the current code. Without the
 * binary there is nothing to build for: one line says why, and every file skips.
 */
export default function globalSetup(): void {
  const binary = ensureElectronBinary(defaultSetup(), {
    timeoutMs: 5 * 60_000,
    onDownload: () => console.log("Electron suite: downloading Electron's binary…"),
  });
  if (!binary.ok) {
    console.log(`Electron suite: Electron binary absent (${binary.reason}); all its tests skip.`);
    return;
  }
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('electron-vite build failed');
}
