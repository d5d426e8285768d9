import { randomBytes } from 'node:crypto';
import { chmod, copyFile, rename, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import type { UpdateInstaller } from './ports.ts';

/** Starts a program that outlives this process (`spawn` detached, stdio ignored, unref'd). */
export type SpawnDetached = (file: string, args: readonly string[]) => void;

/**
 * Windows, per-user NSIS install: electron-builder's installer run in update mode (`--updated`),
 * silently (`/S`), starting the app again when done (`--force-run`) — the arguments
 * electron-updater's NsisUpdater passes. The installer waits for this app to quit.
 */
export function nsisInstaller(deps: { spawn: SpawnDetached; quit: () => void }): UpdateInstaller {
  return {
    fileExtensions: ['exe'],
    install({ path }) {
      deps.spawn(path, ['--updated', '/S', '--force-run']);
      deps.quit();
      return Promise.resolve();
    },
  };
}

/**
 * Linux AppImage: the new image replaces the one this app runs from (`$APPIMAGE`) by an atomic
 * rename beside it (the running process keeps the old inode), then the app restarts from it.
 * `relaunch` is Electron's `app.relaunch({ execPath })`, which starts it after this one exits,
 * so the single-instance lock does not turn the new one away.
 */
export function appImageInstaller(deps: {
  appImagePath: string;
  relaunch: (execPath: string) => void;
  quit: () => void;
}): UpdateInstaller {
  return {
    fileExtensions: ['AppImage'],
    async install({ path }) {
      const target = deps.appImagePath;
      const temp = join(dirname(target), `.${randomBytes(6).toString('hex')}.AppImage.part`);
      try {
        await copyFile(path, temp);
        await chmod(temp, 0o755);
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      await unlink(path).catch(() => {});
      deps.relaunch(target);
      deps.quit();
    },
  };
}

/**
 * The installer for how this copy of the app was installed, or null where the app cannot update
 * itself: macOS until electron-updater's Squirrel.Mac bridge is plugged in; deb, rpm and MSI
 * installs, which belong to the system's package manager or the administrator's deployment.
 */
export function platformInstaller(options: {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  spawn: SpawnDetached;
  relaunch: (execPath: string) => void;
  quit: () => void;
}): UpdateInstaller | null {
  const { platform, env } = options;
  if (platform === 'win32') return nsisInstaller(options);
  const appImagePath = env.APPIMAGE;
  if (platform === 'linux' && appImagePath && isAbsolute(appImagePath)) {
    return appImageInstaller({ ...options, appImagePath });
  }
  return null;
}

/**
 * Why no update could be installed here, checked before anything is downloaded (null when one
 * could): on Windows a file is installed only when its Authenticode signer is one of the
 * configured publishers, so with none configured a download would be thrown away every day.
 */
export function installBlocker(
  platform: NodeJS.Platform,
  windowsPublisherNames: readonly string[],
): string | null {
  if (platform === 'win32' && windowsPublisherNames.length === 0) {
    return 'no Windows publisher is configured, so no installer signature would be accepted';
  }
  return null;
}
