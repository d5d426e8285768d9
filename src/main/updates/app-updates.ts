import type { BrowserWindow } from 'electron';
import type { Logger } from '../log.ts';
import type { SettingsService } from '../settings/service.ts';
import { startUpdates } from './electron-updates.ts';
import { updatePolicyFor } from './policy.ts';

/**
 * The release feed this build checks when no policy says otherwise: none published yet. (The
 * `publish` URL in electron-builder.yml is not read at run time: the feed is always set here.)
 */
const BUILT_IN_UPDATE_FEED: string | null = null;
/**
 * The Authenticode signers a Windows update may carry, as full distinguished names
 * (`CN=Vertaislaina Oy, O=Vertaislaina Oy, C=FI`), checked instead of the common name
 * electron-builder writes to app-update.yml. Empty: Windows checks for no update at all.
 */
const WINDOWS_PUBLISHER_NAMES: readonly string[] = [];

/**
 * Starts the update checks the effective `updates` setting allows (none when it is off). It
 * never throws: a failure to start is logged.
 */
export function startAppUpdates(deps: {
  settings: SettingsService;
  mainWindow: () => BrowserWindow | null;
  log: Logger;
}): void {
  const { settings, log } = deps;
  startUpdates({
    policy: updatePolicyFor(settings.effective().updates.value, BUILT_IN_UPDATE_FEED),
    windowsPublisherNames: WINDOWS_PUBLISHER_NAMES,
    language: () => settings.effective().language.value,
    mainWindow: deps.mainWindow,
    log,
  }).catch((error: unknown) => log.error(`updates could not start: ${String(error)}`));
}
