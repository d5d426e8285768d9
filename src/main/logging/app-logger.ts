import { join } from 'node:path';
import type { Logger } from '../log.ts';
import { createFileLogger } from './file-logger.ts';
import type { LogLevel } from './level.ts';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, createRotatingFile } from './rotating-file.ts';
import type { AppLogger } from './types.ts';

/**
 * The app's logger: `<folder>/main.log`, rotated at 1 MiB, three files kept. `mirror` also shows
 * each (redacted) entry on the console, for development.
 */
export function createAppLogger(options: {
  folder: string;
  level: LogLevel;
  mirror?: Logger;
}): AppLogger {
  const file = createRotatingFile({
    path: join(options.folder, 'main.log'),
    maxBytes: DEFAULT_MAX_BYTES,
    maxFiles: DEFAULT_MAX_FILES,
    onError: (error) => console.error(`[main] the log file cannot be written: ${String(error)}`),
  });
  return createFileLogger({
    file,
    level: options.level,
    ...(options.mirror ? { mirror: options.mirror } : {}),
  });
}
