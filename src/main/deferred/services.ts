import type { BrowserWindow } from 'electron';
import type { Logger } from '../log.ts';
import type { DownloadService } from '../downloads/download-service.ts';
import type { DiagnosticsResult } from '#shared/bridge.ts';
import type { SettingsService } from '../settings/service.ts';

/*
 * Services main needs after its window, loaded then (issue 23 §4): each is a chunk of its own in
 * the built main, read only when it is used, so the start evaluates what the window needs.
 */

/** Saving diagnostics: the service and its zip writer load on the first save. */
export function deferredDiagnostics(deps: {
  logFiles: () => string[];
  settings: SettingsService;
  downloads: DownloadService;
  log: Logger;
}): () => Promise<DiagnosticsResult> {
  return async () => {
    const { createElectronDiagnostics } = await import('../diagnostics/electron-diagnostics.ts');
    return createElectronDiagnostics(deps).save();
  };
}

/** The update checks, loaded once the window exists; a failure to load is logged. */
export function startUpdatesAfterWindow(deps: {
  settings: SettingsService;
  mainWindow: () => BrowserWindow | null;
  log: Logger;
}): Promise<void> {
  return import('../updates/app-updates.ts').then(
    ({ startAppUpdates }) => startAppUpdates(deps),
    (error: unknown) => deps.log.error(`updates could not load: ${String(error)}`),
  );
}
