import type { Logger } from '../log.ts';
import { isLevelEnabled, type LogLevel } from './level.ts';
import { redactText, redactValue } from '#shared/redact.ts';
import type { RotatingFile } from './rotating-file.ts';
import type { AppLogger } from './types.ts';

export interface FileLoggerOptions {
  file: RotatingFile;
  /** The starting level; the policy's `logLevel` once settings are read (`setLevel`). */
  level: LogLevel;
  /** Also shows each entry (already redacted) here, e.g. the console in development. */
  mirror?: Logger;
  now?: () => Date;
}

/** A message longer than this is cut: one runaway error must not rotate the history away. */
const MAX_MESSAGE_CHARS = 8 * 1024;
const MAX_LINE_CHARS = 32 * 1024;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more]` : text;
}

/** One JSON object per line: `{ time, level, scope, message, fields? }`, redacted before writing. */
export function createFileLogger(options: FileLoggerOptions): AppLogger {
  let threshold = options.level;
  const now = options.now ?? (() => new Date());

  const write = (
    level: LogLevel,
    message: string,
    fields?: Record<string, unknown>,
    scope = 'main',
  ): void => {
    if (!isLevelEnabled(level, threshold)) return;
    const safeMessage = cut(redactText(String(message)), MAX_MESSAGE_CHARS);
    const entry: Record<string, unknown> = {
      time: now().toISOString(),
      level,
      scope: redactText(scope),
      message: safeMessage,
    };
    if (fields !== undefined) entry['fields'] = redactValue(fields);
    let line = JSON.stringify(entry);
    if (line.length > MAX_LINE_CHARS) {
      entry['fields'] = '[too long]';
      line = JSON.stringify(entry);
    }
    options.file.append(`${line}\n`);
    if (options.mirror) {
      const text = scope === 'main' ? safeMessage : `[${scope}] ${safeMessage}`;
      options.mirror[level === 'debug' ? 'info' : level](text);
    }
  };

  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    write,
    level: () => threshold,
    setLevel(level) {
      threshold = level;
    },
    files: () => options.file.files(),
  };
}
