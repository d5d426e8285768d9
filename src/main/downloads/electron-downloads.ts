import { app, dialog, net, type BrowserWindow } from 'electron';
import type { DownloadProgress } from '#shared/bridge.ts';
import type { Logger } from '../log.ts';
import type { SettingsService } from '../settings/service.ts';
import { e2eSaveDialog } from './e2e-save-dialog.ts';
import { authorizationFor } from '../vault/auth-header.ts';
import type { TokenVault } from '../vault/types.ts';
import { createDownloadService, type DownloadService } from './download-service.ts';
import { createTargetChooser } from './target.ts';

/**
 * The download service wired to Electron: `net.request` (the system proxy), the save dialog
 * over the main window (or a policy's folder), the vault's token for the API origin only.
 */
export function createElectronDownloads(deps: {
  apiOrigin: () => string | null;
  vault: TokenVault;
  settings: SettingsService;
  mainWindow: () => BrowserWindow | null;
  /** Where each save's progress goes (the renderer). */
  onProgress: (progress: DownloadProgress) => void;
  env: Record<string, string | undefined>;
  log: Logger;
}): DownloadService {
  const testDialog = e2eSaveDialog(deps.env);
  if (testDialog) deps.log.warn('VERTAISLAINA_E2E: the save dialog is replaced by a test folder');
  return createDownloadService({
    request: (options) => net.request(options),
    apiOrigin: deps.apiOrigin,
    authorization: (url) => {
      const decision = authorizationFor(url, deps.apiOrigin(), deps.vault.tokens());
      return decision.action === 'set' ? decision.value : null;
    },
    chooseTarget: createTargetChooser({
      showSaveDialog:
        testDialog ??
        ((options) => {
          const window = deps.mainWindow();
          return window
            ? dialog.showSaveDialog(window, {
                ...options,
                properties: ['showOverwriteConfirmation', 'createDirectory'],
              })
            : dialog.showSaveDialog(options);
        }),
      policyFolder: () => deps.settings.effective().downloadFolder.value,
      lastFolder: () => deps.settings.lastDownloadFolder(),
      defaultFolder: () => app.getPath('downloads'),
    }),
    rememberFolder: (folder) => deps.settings.setLastDownloadFolder(folder),
    onProgress: deps.onProgress,
    onUnauthorized: () => void deps.vault.clear(),
    log: deps.log,
  });
}
