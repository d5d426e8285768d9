import { join } from 'node:path';
import { app, dialog, net, type BrowserWindow } from 'electron';
import type { AppLanguage } from '#shared/languages.ts';
import type { Logger } from '../log.ts';
import type { FeedPlatform } from './feed.ts';
import type { UpdatePolicy } from './policy.ts';
import { systemScheduler } from './ports.ts';
import type { UpdateInstaller, UpdateVerifier } from './ports.ts';
import { restartDialog } from './restart-dialog.ts';
import { createUpdateService } from './update-service.ts';
import type { UpdateService } from './update-service.ts';

export interface StartUpdatesDeps {
  policy: UpdatePolicy;
  /** Applies a verified file for this platform and package kind; null where none exists yet. */
  installer: UpdateInstaller | null;
  verifier: UpdateVerifier;
  language: () => AppLanguage;
  mainWindow: () => BrowserWindow | null;
  log: Logger;
}

function feedPlatform(platform: NodeJS.Platform): FeedPlatform | null {
  return platform === 'win32' || platform === 'darwin' || platform === 'linux' ? platform : null;
}

/**
 * The update service wired to Electron: `net.fetch` (the system proxy, PAC, NTLM), the app's
 * version, a folder under userData, and the restart question as a native message box. Call it
 * once after `whenReady`; it returns null when updates cannot or must not run here.
 */
export function startUpdates(deps: StartUpdatesDeps): UpdateService | null {
  const { log } = deps;
  if (deps.policy.mode === 'off') {
    log.info('updates are off by policy');
    return null;
  }
  // As electron-updater: a development build has no installer to replace.
  if (!app.isPackaged) return null;
  const platform = feedPlatform(process.platform);
  if (platform === null || deps.installer === null) {
    log.info(`updates: no installer for ${process.platform} yet`);
    return null;
  }
  const service = createUpdateService({
    policy: deps.policy,
    currentVersion: app.getVersion(),
    platform,
    arch: process.arch,
    fetch: (url, init) => net.fetch(url, init),
    scheduler: systemScheduler,
    downloadFolder: join(app.getPath('userData'), 'pending-update'),
    verifier: deps.verifier,
    installer: deps.installer,
    confirmRestart: restartDialog((options) => {
      const window = deps.mainWindow();
      return window && !window.isDestroyed()
        ? dialog.showMessageBox(window, options)
        : dialog.showMessageBox(options);
    }, deps.language),
    log,
    onResult: (result) => log.info(`update check: ${JSON.stringify(result)}`),
  });
  service.start();
  app.on('before-quit', () => service.stop());
  return service;
}
