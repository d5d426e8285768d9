import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { app, dialog, net, type BrowserWindow } from 'electron';
import type { AppLanguage } from '#shared/languages.ts';
import type { Logger } from '../log.ts';
import { electronFetch } from './electron-fetch.ts';
import type { FeedPlatform } from './feed.ts';
import { installBlocker, platformInstaller } from './platform-installers.ts';
import type { UpdatePolicy } from './policy.ts';
import { systemScheduler } from './ports.ts';
import type { UpdateVerifier } from './ports.ts';
import { restartDialog } from './restart-dialog.ts';
import { createUpdateService } from './update-service.ts';
import type { UpdateService } from './update-service.ts';
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

function feedPlatform(platform: NodeJS.Platform): FeedPlatform | null {
  return platform === 'win32' || platform === 'darwin' || platform === 'linux' ? platform : null;
}

/**
 * Linux AppImages carry no code signature electron-updater could check either: there the https
 * feed and its sha512, checked before this, are the whole chain of trust.
 */
const checksumOnly: UpdateVerifier = () => Promise.resolve({ ok: true });

/**
 * The update service wired to Electron: `net.request` (the system proxy, PAC, NTLM), the app's
 * version, a folder under userData, the restart question as a native message box, and the
 * installer and signature check for this platform. Call it once after `whenReady`; it returns
 * null when updates must not or cannot run here.
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
  const installer = platformInstaller({
    platform: process.platform,
    env: process.env,
    spawn: (file, args) => spawn(file, args, { detached: true, stdio: 'ignore' }).unref(),
    relaunch: (execPath) => app.relaunch({ execPath }),
    quit: () => app.quit(),
  });
  if (platform === null || installer === null) {
    log.info(`updates: this ${process.platform} install does not update itself`);
    return null;
  }
  // Nothing is downloaded, not even checked for, that could not be installed.
  const blocker = installBlocker(platform, deps.windowsPublisherNames);
  if (blocker !== null) {
    log.warn(`updates: not checked, as no update could be installed: ${blocker}`);
    return null;
  }
  const verifier =
    platform === 'win32'
      ? windowsSignatureVerifier({
          publisherNames: deps.windowsPublisherNames,
          execFile: promisify(execFile),
          env: process.env,
        })
      : checksumOnly;

  const service = createUpdateService({
    policy: deps.policy,
    // Always refused here, as this runs packaged only; the rule is the service's.
    loopbackHttp: app.isPackaged ? 'refused' : 'allowed',
    currentVersion: app.getVersion(),
    platform,
    arch: process.arch,
    fetch: electronFetch((options) => net.request(options)),
    scheduler: systemScheduler,
    downloadFolder: join(app.getPath('userData'), 'pending-update'),
    verifier,
    installer,
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
