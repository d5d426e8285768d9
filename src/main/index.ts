import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, dialog, net, safeStorage, session, shell } from 'electron';
import Store from 'electron-store';
import { CHANNELS } from '../shared/bridge.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { registerBridgeHandlers } from './bridge-handlers.ts';
import { contentSecurityPolicy } from './csp.ts';
import { createCallbackStateStore } from './deep-links/callback-states.ts';
import {
  listenForArgvLinks,
  listenForOpenUrl,
  registerProtocolClient,
} from './deep-links/register.ts';
import { createDeepLinkRouter } from './deep-links/router.ts';
import { createDownloadService } from './downloads/download-service.ts';
import { createTargetChooser } from './downloads/target.ts';
import { allowLoopbackApiOrigin, createExternalLinkPolicy } from './external-links.ts';
import { createIpc, electronIpcMain, sendEvent } from './ipc.ts';
import { consoleLogger } from './log.ts';
import { guardContents } from './navigation.ts';
import { APP_ORIGIN } from './origin.ts';
import { permissionAllowed } from './permissions.ts';
import { createMainWindow } from './window.ts';
import { createSandboxHost, loadSandboxModule } from './sandbox-host.ts';
import { loadPolicy, policyPath } from './settings/policy.ts';
import { createSettingsService } from './settings/service.ts';
import { USER_SETTINGS_JSON_SCHEMA } from './settings/user-settings.ts';
import { e2eSaveDialog } from './test-hooks.ts';
import { authorizationFor } from './vault/auth-header.ts';
import { createAppVault, installAuthHeader } from './vault/electron-vault.ts';

// Composition root: wires the services to Electron. Logic lives in the modules it imports.

const log = consoleLogger;
const env = process.env;

// VERTAISLAINA_DATA_DIR: a separate profile (tests, several accounts). Also scopes the
// single-instance lock, which Electron keys on userData.
if (env.VERTAISLAINA_DATA_DIR) app.setPath('userData', resolve(env.VERTAISLAINA_DATA_DIR));

registerAppScheme();

const callbackStates = createCallbackStateStore();
const deepLinks = createDeepLinkRouter(callbackStates, log);
listenForOpenUrl(app, deepLinks);

let mainWindow: BrowserWindow | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  listenForArgvLinks(app, deepLinks, process.argv, () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  // The Electron suite must not rewrite the test machine's URL handlers.
  if (env.VERTAISLAINA_E2E !== '1') registerProtocolClient(app);
  app.whenReady().then(start, (error: unknown) => {
    log.error(`startup failed: ${String(error)}`);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const devServerUrl = !app.isPackaged ? (env.ELECTRON_RENDERER_URL ?? null) : null;
  const devServerOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  const appOrigins = devServerOrigin ? [APP_ORIGIN, devServerOrigin] : [APP_ORIGIN];

  const store = new Store({
    name: 'settings',
    schema: USER_SETTINGS_JSON_SCHEMA,
    clearInvalidConfig: true,
  });
  const policy = await loadPolicy(policyPath(process.platform, env), (p) => readFile(p, 'utf8'));
  if (policy.status === 'invalid') {
    log.warn(`policy ${policy.path} is invalid (${policy.problem}); failing closed: sandbox off`);
  }
  const settings = createSettingsService(store, policy, env);
  const external = createExternalLinkPolicy();

  const sandbox = createSandboxHost({
    load: loadSandboxModule,
    dbPath: join(app.getPath('userData'), 'sandbox.sqlite'),
    external,
    log,
  });
  const api = settings.effective().api;
  let apiOrigin: string | null = api.kind === 'remote' ? api.origin : null;
  if (api.kind === 'remote' && allowLoopbackApiOrigin(external, api.origin)) {
    log.info(`external links: provider pages of the local API ${api.origin} open in the browser`);
  }
  if (api.kind === 'sandbox') {
    try {
      apiOrigin = await sandbox.start();
      settings.setSandboxOrigin(apiOrigin);
    } catch (error) {
      log.error(`sandbox failed to start: ${String(error)}`);
    }
  } else if (api.kind === 'none') {
    log.warn('no API configured and the policy disallows the sandbox');
  }
  let quitting = false;
  app.on('will-quit', (event) => {
    if (quitting) return;
    quitting = true;
    event.preventDefault();
    void sandbox.stop().finally(() => app.quit());
  });

  const csp = (): string =>
    contentSecurityPolicy({
      apiOrigin,
      frameOrigins: api.kind === 'sandbox' && apiOrigin ? [apiOrigin] : [],
      devServerOrigin,
    });

  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details.requestingUrl, appOrigins, apiOrigin)),
  );
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(permission, requestingOrigin, appOrigins, apiOrigin),
  );
  ses.setDevicePermissionHandler(() => false);
  if (devServerOrigin) {
    ses.webRequest.onHeadersReceived({ urls: [`${devServerOrigin}/*`] }, (details, callback) => {
      callback({
        responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp()] },
      });
    });
  }

  const vault = createAppVault({
    safeStorage,
    store,
    session: ses,
    clearPageSessionStorage: async () => {
      if (mainWindow && !mainWindow.isDestroyed()) {
        await mainWindow.webContents.executeJavaScript('sessionStorage.clear()', false);
      }
    },
    log,
  });
  await vault.load();
  if (apiOrigin) installAuthHeader(ses, apiOrigin, vault);

  const openExternal = (url: string): Promise<void> => shell.openExternal(url);
  app.on('web-contents-created', (_event, contents) => {
    guardContents(
      contents,
      () => appOrigins,
      external,
      (url) => void openExternal(url),
      log,
    );
  });

  const testDialog = e2eSaveDialog(env);
  if (testDialog) log.warn('VERTAISLAINA_E2E: the save dialog is replaced by a test folder');
  const downloads = createDownloadService({
    request: (options) => net.request(options),
    apiOrigin: () => apiOrigin,
    authorization: (url) => {
      const decision = authorizationFor(url, apiOrigin, vault.tokens());
      return decision.action === 'set' ? decision.value : null;
    },
    chooseTarget: createTargetChooser({
      showSaveDialog:
        testDialog ??
        ((options) =>
          mainWindow
            ? dialog.showSaveDialog(mainWindow, {
                ...options,
                properties: ['showOverwriteConfirmation', 'createDirectory'],
              })
            : dialog.showSaveDialog(options)),
      policyFolder: () => settings.effective().downloadFolder,
      lastFolder: () => settings.lastDownloadFolder(),
      defaultFolder: () => app.getPath('downloads'),
    }),
    rememberFolder: (folder) => settings.setLastDownloadFolder(folder),
    onProgress: (progress) =>
      sendEvent(mainWindow?.webContents ?? null, CHANNELS.downloadsProgress, progress),
    onUnauthorized: () => void vault.clear(),
    log,
  });

  const ipc = createIpc(electronIpcMain, () => appOrigins, log);
  registerBridgeHandlers(ipc, {
    vault,
    downloads,
    deepLinks,
    callbackStates,
    deliverDeepLink: (link) =>
      sendEvent(mainWindow?.webContents ?? null, CHANNELS.deepLinksEvent, link),
    settings,
    external,
    openExternal,
    info: { version: app.getVersion(), platform: 'electron' },
  });

  if (!devServerUrl) serveRenderer(join(here, '../renderer'), csp);

  const createWindow = (): void => {
    const window = createMainWindowSafely(here, devServerUrl, settings);
    mainWindow = window;
    // A reload or a crash loses the renderer's listeners: queue links until it is ready again.
    window.webContents.on('did-start-navigation', (details) => {
      if (details.isMainFrame && !details.isSameDocument) deepLinks.detach();
    });
    window.on('closed', () => {
      deepLinks.detach();
      if (mainWindow === window) mainWindow = null;
    });
  };
  createWindow();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

function createMainWindowSafely(
  here: string,
  devServerUrl: string | null,
  settings: ReturnType<typeof createSettingsService>,
): BrowserWindow {
  return createMainWindow({
    preloadPath: join(here, '../preload/index.cjs'),
    rendererUrl: devServerUrl ?? `${APP_ORIGIN}/`,
    bounds: settings.windowBounds(),
    onBoundsChanged: (bounds) => settings.setWindowBounds(bounds),
  });
}
