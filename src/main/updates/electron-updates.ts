import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { app, dialog, type BrowserWindow } from 'electron';
import type { AppLanguage } from '#shared/languages.ts';
import type { Logger } from '../log.ts';
import type { UpdatePolicy } from './policy.ts';
import { systemScheduler } from './ports.ts';
import type { AppUpdaterPort } from './ports.ts';
import { restartDialog } from './restart-dialog.ts';
import { createUpdateService } from './update-service.ts';
import type { UpdateService } from './update-service.ts';
import { NSIS_UNINSTALLER, whyNoSelfUpdate } from './update-support.ts';
import { updaterLogger } from './updater-logger.ts';
import { windowsSignatureVerifier } from './windows-signature.ts';

export interface StartUpdatesDeps {
  policy: UpdatePolicy;
  /**
   * Windows: the distinguished names the installer's Authenticode signer must have (as in
   * electron-builder's `win.signtoolOptions.publisherName`). Empty: nothing is ever installed.
   */
  windowsPublisherNames: readonly string[];
  language: () => AppLanguage;
  mainWindow: () => BrowserWindow | null;
  log: Logger;
}

/**
 * The update service wired to Electron: electron-updater's `autoUpdater` for this platform (NSIS,
 * Squirrel.Mac, AppImage, deb or rpm), the publisher check on Windows, and the restart question
 * as a native message box. Call it once after `whenReady`; null when updates must not or cannot
 * run here.
 */
export async function startUpdates(deps: StartUpdatesDeps): Promise<UpdateService | null> {
  const { log } = deps;
  if (deps.policy.mode === 'off') {
    log.info('updates are off by policy');
    return null;
  }
  // As electron-updater: a development build has no installer to replace.
  if (!app.isPackaged) return null;
  const blocker = whyNoSelfUpdate({
    platform: process.platform,
    windowsPublisherNames: deps.windowsPublisherNames,
    isNsisInstall: () => existsSync(join(dirname(process.execPath), NSIS_UNINSTALLER)),
  });
  if (blocker !== null) {
    log.info(`updates: not checked, as ${blocker}`);
    return null;
  }
  // Loaded only now, as it needs Electron. A CommonJS module whose `autoUpdater` is a getter
  // Node cannot see as a named export: it is on the default export.
  const { autoUpdater } = (await import('electron-updater')).default;
  autoUpdater.logger = updaterLogger(log);
  const updater: AppUpdaterPort = autoUpdater;

  const service = createUpdateService({
    policy: deps.policy,
    updater,
    verifier:
      process.platform === 'win32'
        ? windowsSignatureVerifier({
            publisherNames: deps.windowsPublisherNames,
            execFile: promisify(execFile),
            env: process.env,
          })
        : null,
    scheduler: systemScheduler,
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
