import { join } from 'node:path';
import { app } from 'electron';
import { consoleLogger } from '../log.ts';
import { createAppLogger } from './app-logger.ts';
import { DEFAULT_LOG_LEVEL } from './level.ts';

/**
 * Main's log in the data folder (a copy on the console while not packaged), also for unhandled
 * rejections. The policy's `logLevel` applies once settings are read (`setLevel`).
 */
export function createMainLogger(): ReturnType<typeof createAppLogger> {
  const log = createAppLogger({
    folder: join(app.getPath('userData'), 'logs'),
    level: DEFAULT_LOG_LEVEL,
    ...(app.isPackaged ? {} : { mirror: consoleLogger }),
  });
  process.on('unhandledRejection', (reason) => {
    log.error('unhandled rejection in main', { reason });
  });
  return log;
}
