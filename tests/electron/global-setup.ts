import { spawnSync } from 'node:child_process';
import { electronBinary } from './support/electron-app.ts';

/**
 * Builds the app before the suite when it can run at all, so `npm test` on a machine with
 * Electron's binary tests the current code. Without the binary there is nothing to build for:
 * every file skips with one line.
 */
export default function globalSetup(): void {
  if (electronBinary() === null) {
    console.log('Electron suite: Electron binary absent on this machine, all its tests skip.');
    return;
  }
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('electron-vite build failed');
}
