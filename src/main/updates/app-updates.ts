import type { BrowserWindow } from 'electron';
import type { Logger } from '../log.ts';
import type { SettingsService } from '../settings/service.ts';
import { startUpdates } from './electron-updates.ts';
import { updatePolicyFor } from './policy.ts';

/** The release feed this build checks when no policy says otherwise: none published yet. */
const BUILT_IN_UPDATE_FEED: string | null = null;
/**
 * The Authenticode signer a Windows update must carry (electron-builder's publisherName once the
 * build is signed); empty, nothing is installed on Windows.
 */
const WINDOWS_PUBLISHER_NAMES: readonly string[] = [];

/** Starts the update checks the effective `updates` setting allows (none when it is off). */
export function startAppUpdates(deps: {
  settings: SettingsService;
  mainWindow: () => BrowserWindow | null;
  log: Logger;
}): void {
  const { settings } = deps;
  startUpdates({
    policy: updatePolicyFor(settings.effective().updates.value, BUILT_IN_UPDATE_FEED),
    windowsPublisherNames: WINDOWS_PUBLISHER_NAMES,
    language: () => settings.effective().language.value,
    mainWindow: deps.mainWindow,
    log: deps.log,
  });
}
