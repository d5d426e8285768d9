import { release, version as osVersion } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Menu, Notification, app, safeStorage, session, shell } from 'electron';
import { CHANNELS } from '#shared/bridge.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { registerBridgeHandlers } from './bridge-handlers.ts';
import { createNotifier } from './notifications.ts';
import { contentSecurityPolicy, rendererFrameOrigins } from './csp.ts';
import { createCallbackStateStore } from './deep-links/callback-states.ts';
import {
  listenForArgvLinks,
  listenForOpenUrl,
  registerProtocolClient,
} from './deep-links/register.ts';
import { createDeepLinkRouter } from './deep-links/router.ts';
import { currentSettingsList } from './diagnostics/current-settings.ts';
import { createDiagnosticsService } from './diagnostics/diagnostics.ts';
import { startApi } from './api-startup.ts';
import { createElectronDownloads } from './downloads/electron-downloads.ts';
import { createExternalLinkPolicy } from './external-links.ts';
import { createIpc, electronIpcMain, sendEvent } from './ipc.ts';
import { consoleLogger } from './log.ts';
import { createAppLogger } from './logging/app-logger.ts';
import { DEFAULT_LOG_LEVEL } from './logging/level.ts';
import { createRendererErrorSink } from './logging/renderer-errors.ts';
import { installAppMenu } from './menu/app-menu.ts';
import { guardContents } from './navigation.ts';
import { openMainWindow, type MainWindowHolder } from './main-window.ts';
import { APP_ORIGIN } from './origin.ts';
import { trustedEnv } from './trusted-env.ts';
import { createSandboxHost, embeddedSandboxOptions, loadSandboxModule } from './sandbox-host.ts';
import { loadSettings } from './settings/electron-settings.ts';
import { secureSession } from './session-security.ts';
import { startUpdates } from './updates/electron-updates.ts';
import { updatePolicyFor } from './updates/policy.ts';
import { createAppVault, installAuthHeader } from './vault/electron-vault.ts';

// Composition root: wires the services to Electron. Logic lives in the modules it imports.

/** The release feed this build checks when no policy says otherwise: none published yet. */
const BUILT_IN_UPDATE_FEED: string | null = null;
/**
 * The Authenticode signer a Windows update must carry (electron-builder's publisherName once the
 * build is signed); empty, nothing is installed on Windows.
 */
const WINDOWS_PUBLISHER_NAMES: readonly string[] = [];

// Development and test hooks are not honoured in a packaged app (trusted-env.ts).
const env = trustedEnv(process.env, app.isPackaged);

// VERTAISLAINA_DATA_DIR: a separate profile (tests, several accounts). Also scopes the
// single-instance lock, which Electron keys on userData.
if (env.VERTAISLAINA_DATA_DIR) app.setPath('userData', resolve(env.VERTAISLAINA_DATA_DIR));

// The policy's `logLevel` applies once settings are read (`log.setLevel`); until then the default.
const log = createAppLogger({
  folder: join(app.getPath('userData'), 'logs'),
  level: DEFAULT_LOG_LEVEL,
  ...(app.isPackaged ? {} : { mirror: consoleLogger }),
});
process.on('unhandledRejection', (reason) => {
  log.error('unhandled rejection in main', { reason });
});

registerAppScheme();

const callbackStates = createCallbackStateStore();
const deepLinks = createDeepLinkRouter(callbackStates, log);
listenForOpenUrl(app, deepLinks);

const main: MainWindowHolder = { window: null };

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  listenForArgvLinks(app, deepLinks, process.argv, () => {
    if (main.window === null) return;
    if (main.window.isMinimized()) main.window.restore();
    main.window.focus();
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
  const devServerUrl = env.ELECTRON_RENDERER_URL ?? null;
  const devServerOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  const appOrigins = devServerOrigin ? [APP_ORIGIN, devServerOrigin] : [APP_ORIGIN];

  const { store, settings } = await loadSettings(env, log);
  log.setLevel(settings.effective().logLevel.value);

  // Before anything slow (the embedded sandbox): Electron's default menu has reload and DevTools.
  const menu = installAppMenu({
    apply: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    language: settings.effective().language.value,
    platform: process.platform,
    // Reload and the developer tools only where the app is not packaged.
    isDevelopment: !app.isPackaged,
    send: (command) =>
      sendEvent(main.window?.webContents ?? null, CHANNELS.appMenuCommand, command),
  });
  const external = createExternalLinkPolicy();

  const sandbox = createSandboxHost({
    load: loadSandboxModule,
    dbPath: join(app.getPath('userData'), 'sandbox.sqlite'),
    options: embeddedSandboxOptions(env),
    external,
    log,
  });
  const embedded = settings.effective().api.kind === 'sandbox';
  const apiOrigin = await startApi({ app, settings, sandbox, external, log });
  // The embedded sandbox also serves the simulated providers' pages shown in frames.
  const frameOrigins = rendererFrameOrigins(embedded ? apiOrigin : null);
  const csp = (): string => contentSecurityPolicy({ apiOrigin, frameOrigins, devServerOrigin });

  const ses = session.defaultSession;
  secureSession(ses, { app: appOrigins, api: apiOrigin, devServer: devServerOrigin }, csp);

  const vault = createAppVault({
    safeStorage,
    store,
    session: ses,
    clearPageSessionStorage: async () => {
      if (main.window && !main.window.isDestroyed()) {
        await main.window.webContents.executeJavaScript('sessionStorage.clear()', false);
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
      () => frameOrigins,
    );
  });

  const downloads = createElectronDownloads({
    apiOrigin: () => apiOrigin,
    vault,
    settings,
    mainWindow: () => main.window,
    env,
    log,
  });

  const diagnostics = createDiagnosticsService({
    logFiles: () => log.files(),
    versions: () => ({
      app: app.getVersion(),
      electron: process.versions.electron,
      chrome: process.versions.chrome,
      node: process.versions.node,
      os: {
        platform: process.platform,
        release: release(),
        arch: process.arch,
        version: osVersion(),
      },
    }),
    settings: () => currentSettingsList(settings.effective(), settings.lastDownloadFolder()),
    save: (request) => downloads.saveBytes(request),
    now: () => new Date(),
    log,
  });

  const ipc = createIpc(electronIpcMain, () => appOrigins, log);
  registerBridgeHandlers(ipc, {
    vault,
    downloads,
    deepLinks,
    callbackStates,
    deliverDeepLink: (link) =>
      sendEvent(main.window?.webContents ?? null, CHANNELS.deepLinksEvent, link),
    settings,
    onLanguageChanged: (language) => menu.setLanguage(language),
    notifier: createNotifier({
      isSupported: () => Notification.isSupported(),
      windowFocused: () => main.window?.isFocused() ?? false,
      show: ({ title, body }) => new Notification({ title, body }).show(),
    }),
    external,
    openExternal,
    info: { version: app.getVersion(), platform: 'electron' },
    reportError: createRendererErrorSink({ log, now: () => Date.now() }),
    saveDiagnostics: () => diagnostics.save(),
  });

  if (!devServerUrl) serveRenderer(join(here, '../renderer'), csp);

  openMainWindow(main, { app, here, devServerUrl, settings, deepLinks });

  startUpdates({
    policy: updatePolicyFor(settings.effective().updates.value, BUILT_IN_UPDATE_FEED),
    windowsPublisherNames: WINDOWS_PUBLISHER_NAMES,
    language: () => settings.effective().language.value,
    mainWindow: () => main.window,
    log,
  });
}
