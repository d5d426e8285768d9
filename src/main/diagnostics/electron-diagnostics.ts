import { homedir, release, version as osVersion } from 'node:os';
import { app } from 'electron';
import type { Logger } from '../log.ts';
import type { DownloadService } from '../downloads/download-service.ts';
import type { SettingsService } from '../settings/service.ts';
import { currentSettingsList } from './current-settings.ts';
import { createDiagnosticsService, type DiagnosticsService } from './diagnostics.ts';

/** The diagnostics service wired to Electron: this app's, Chromium's and the OS's versions. */
export function createElectronDiagnostics(deps: {
  logFiles: () => string[];
  settings: SettingsService;
  downloads: DownloadService;
  log: Logger;
}): DiagnosticsService {
  const { settings, downloads } = deps;
  return createDiagnosticsService({
    logFiles: deps.logFiles,
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
    log: deps.log,
    home: { folder: homedir(), platform: process.platform },
  });
}
