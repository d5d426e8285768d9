import type { Logger } from '../log.ts';

/** The logger electron-updater takes (`autoUpdater.logger`); it passes strings and errors. */
export interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
}

/**
 * electron-updater's own lines in the app's log, marked as its. Its error lines repeat, with the
 * stack, an `error` event the update service logs as an error already: they go in at warn.
 */
export function updaterLogger(log: Logger): UpdaterLogger {
  const line = (message: unknown): string => `electron-updater: ${String(message)}`;
  return {
    info: (message) => log.info(line(message)),
    warn: (message) => log.warn(line(message)),
    error: (message) => log.warn(line(message)),
  };
}
