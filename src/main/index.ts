import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, safeStorage, shell } from 'electron';
import { startApiSession } from './session/api-session.ts';
import { openUserSession } from './session/user-session.ts';
import { registerAppScheme, serveRenderer } from './window/app-protocol.ts';
import { registerBridgeHandlers } from './ipc/bridge-handlers.ts';
import { createCallbackStateStore } from './deep-links/callback-states.ts';
import {
  listenForArgvLinks,
  listenForOpenUrl,
  registerProtocolClient,
} from './deep-links/register.ts';
import { createDeepLinkRouter } from './deep-links/router.ts';
import { refuseDebugging } from './launch/debug-flags.ts';
import { deferredDiagnostics, startUpdatesAfterWindow } from './deferred/services.ts';
import { createElectronDownloads } from './downloads/electron-downloads.ts';
import { createExternalLinkPolicy } from './origins/external-links.ts';
import { createIpc, electronIpcMain, sendEvent } from './ipc/typed-ipc.ts';
import { createMainLogger } from './logging/main-logger.ts';
import { createRendererErrorSink } from './logging/renderer-errors.ts';
import { createElectronNotifier } from './notifications/electron-notifier.ts';
import { installElectronMenu } from './menu/electron-menu.ts';
import { guardEveryContents } from './window/navigation.ts';
import { focusMainWindow, openMainWindow, type MainWindowHolder } from './window/main-window.ts';
import { APP_ORIGIN } from './origins/app-origin.ts';
import { trustedEnv } from './launch/trusted-env.ts';
import { loadSettings } from './settings/electron-settings.ts';

// Composition root: wires the services to Electron. Logic lives in the modules it imports.

// Development and test hooks are not honoured in a packaged app (trusted-env.ts).
const env = trustedEnv(process.env, app.isPackaged);

// VERTAISLAINA_DATA_DIR: a separate profile (tests, several accounts). Also scopes the
// single-instance lock, which Electron keys on userData.
if (env.VERTAISLAINA_DATA_DIR) app.setPath('userData', resolve(env.VERTAISLAINA_DATA_DIR));

const log = createMainLogger();

// First: a packaged app never runs with a debugging switch (no window, a reason in the log).
const launch = { packaged: app.isPackaged, args: process.argv.slice(1) };
const debuggingRefused = refuseDebugging(launch, log, (code) => app.exit(code));

registerAppScheme();

const callbackStates = createCallbackStateStore();
const deepLinks = createDeepLinkRouter(callbackStates, log);
listenForOpenUrl(app, deepLinks);

const main: MainWindowHolder = { window: null };

if (debuggingRefused || !app.requestSingleInstanceLock()) {
  app.quit();
} else {
  listenForArgvLinks(app, deepLinks, process.argv, () => focusMainWindow(main));
  // The Electron suite must not rewrite the test machine's URL handlers.
  if (env.VERTAISLAINA_E2E !== '1') registerProtocolClient(app);
  app.whenReady().then(start, (error: unknown) => {
    log.error(`startup failed: ${String(error)}`);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const devServerUrl = env.ELECTRON_RENDERER_URL ?? null;
  const devServerOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  const appOrigins = devServerOrigin ? [APP_ORIGIN, devServerOrigin] : [APP_ORIGIN];

  const { store, settings } = await loadSettings(env, log);
  log.setLevel(settings.effective().logLevel.value);

  // Before anything slow (the embedded sandbox): Electron's default menu has reload and DevTools.
  const mainWindow = () => main.window;
  const renderer = () => main.window?.webContents ?? null;
  const menu = installElectronMenu(settings.effective().language.value, (command) =>
    sendEvent(renderer(), 'app:menu-command', command),
  );
  const external = createExternalLinkPolicy();

  const origins = { appOrigins, devServerOrigin };
  const api = await startApiSession({ env, settings, external, ...origins, log });
  const { apiOrigin, frameOrigins, csp, session: ses } = api;

  const { vault, activity, offline } = await openUserSession({
    app,
    safeStorage,
    store,
    session: ses,
    apiOrigin,
    appOrigins,
    mainWindow,
    settings,
    log,
  });

  const openExternal = (url: string): Promise<void> => shell.openExternal(url);
  guardEveryContents(
    app,
    () => appOrigins,
    external,
    (url) => void openExternal(url),
    log,
    () => frameOrigins,
  );

  const downloads = createElectronDownloads({
    apiOrigin: () => apiOrigin,
    vault,
    settings,
    mainWindow,
    onProgress: (progress) => sendEvent(renderer(), 'downloads:progress', progress),
    env,
    log,
  });

  const logFiles = () => log.files();

  const ipc = createIpc(electronIpcMain, () => appOrigins, log);
  registerBridgeHandlers(ipc, {
    vault,
    activity,
    downloads,
    deepLinks,
    callbackStates,
    deliverDeepLink: (link) => sendEvent(renderer(), 'deep-links:event', link),
    settings,
    onLanguageChanged: (language) => menu.setLanguage(language),
    notifier: createElectronNotifier(mainWindow),
    offline,
    external,
    openExternal,
    info: { version: app.getVersion(), platform: 'electron' },
    reportError: createRendererErrorSink({ log, now: () => Date.now() }),
    saveDiagnostics: deferredDiagnostics({ logFiles, settings, downloads, log }),
  });

  if (!devServerUrl) serveRenderer(join(here, '../renderer'), csp);

  openMainWindow(main, { app, here, devServerUrl, settings, deepLinks });

  void startUpdatesAfterWindow({ settings, mainWindow, log });
}
