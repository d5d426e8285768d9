import type { Logger } from '../log.ts';
import type { LogLevel } from './level.ts';

/**
 * The app's logger: the small `Logger` every service takes, plus `debug`, structured fields and
 * a level that the policy may change after start. A file logger implements it today;
 * electron-log could replace it behind the same interface.
 */
export interface AppLogger extends Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** One entry from elsewhere (the renderer), under its own scope. */
  write(level: LogLevel, message: string, fields?: Record<string, unknown>, scope?: string): void;
  level(): LogLevel;
  setLevel(level: LogLevel): void;
  /** The log files, newest first, for diagnostics. */
  files(): string[];
}
