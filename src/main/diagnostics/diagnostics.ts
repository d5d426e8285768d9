import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DiagnosticsResult, DownloadResult } from '#shared/bridge.ts';
import type { Logger } from '../log.ts';
import type { BytesSaveRequest } from '../downloads/download-service.ts';
import { REDACTED, isSecretEntry, redactText, redactValue } from '#shared/redact.ts';
import { hideHomeFolder } from './home-folder.ts';
import { createZip, type ZipEntry } from './zip.ts';

/** Where an effective setting came from (precedence: policy > environment > user > default). */
export type SettingSource = 'policy' | 'environment' | 'user' | 'default';

export interface EffectiveSetting {
  key: string;
  value: unknown;
  source: SettingSource;
}

export interface DiagnosticsVersions {
  app: string;
  electron?: string | undefined;
  chrome?: string | undefined;
  node?: string | undefined;
  os: { platform: string; release: string; arch: string; version?: string | undefined };
}

export interface DiagnosticsDeps {
  /** The log files, newest first (AppLogger.files()). */
  logFiles: () => string[];
  versions: () => DiagnosticsVersions;
  settings: () => EffectiveSetting[] | Promise<EffectiveSetting[]>;
  /** The download service's save path: target choice (dialog or policy folder) and atomic write. */
  save: (request: BytesSaveRequest) => Promise<DownloadResult>;
  now: () => Date;
  log: Logger;
  readLog?: (path: string) => Promise<Uint8Array>;
  /** The user's home folder and the OS whose rules it follows: it becomes `~` in the file. */
  home: { folder: string; platform: NodeJS.Platform };
}

export interface DiagnosticsService {
  /** Builds the zip and saves it where the user chooses. */
  save(): Promise<DiagnosticsResult>;
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const pad = (n: number): string => String(n).padStart(2, '0');
function fileStamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** Settings with their sources; a value under a secret-looking key is withheld, others redacted. */
export function redactSettings(settings: readonly EffectiveSetting[]): EffectiveSetting[] {
  return settings.map(({ key, value, source }) => ({
    key: redactText(key),
    value: isSecretEntry(key, value) ? REDACTED : (redactValue(value) ?? null),
    source,
  }));
}

/**
 * Help → Save diagnostics…: the log files, the versions and the effective settings, in one zip,
 * saved through the download service. The logs were redacted when written; they are redacted
 * again line by line here, so a file written by an older version cannot leak what a newer rule
 * catches. The home folder becomes `~` in every file (settings' values, log lines, paths), so
 * the file names no user.
 */
export function createDiagnosticsService(deps: DiagnosticsDeps): DiagnosticsService {
  const readLog = deps.readLog ?? ((path: string) => readFile(path));
  const hideHome = hideHomeFolder(deps.home.folder, deps.home.platform);
  const entry = (name: string, text: string): ZipEntry => ({ name, data: encode(hideHome(text)) });

  const logEntries = async (): Promise<ZipEntry[]> => {
    const entries: ZipEntry[] = [];
    for (const path of deps.logFiles()) {
      try {
        const text = new TextDecoder().decode(await readLog(path));
        const redacted = text
          .split('\n')
          .map((line) => redactText(line))
          .join('\n');
        entries.push(entry(`logs/${basename(path)}`, redacted));
      } catch {
        // A file rotated away between listing and reading is simply left out.
      }
    }
    return entries;
  };

  return {
    async save() {
      const now = deps.now();
      let bytes: Uint8Array;
      try {
        const settings = redactSettings(await deps.settings());
        const versions = redactValue(deps.versions());
        bytes = createZip(
          [
            entry(
              'README.txt',
              'Vertaislaina diagnostics\n' +
                `Created ${now.toISOString()}\n\n` +
                'versions.json: the app, Electron, Chromium, Node and operating system versions\n' +
                'settings.json: the effective settings and where each comes from (policy, environment, user, default)\n' +
                'logs/: the application logs, newest first (main.log, main.1.log, ...)\n' +
                'Tokens, codes, personal identity codes, IBANs, phone numbers and e-mail addresses are redacted;\n' +
                'the home folder is written ~.\n',
            ),
            entry('versions.json', json(versions)),
            entry('settings.json', json(settings)),
            ...(await logEntries()),
          ],
          now,
        );
      } catch (error) {
        deps.log.error(
          `diagnostics: could not build the file: ${error instanceof Error ? error.message : String(error)}`,
        );
        return { status: 'failed', reason: 'io' };
      }
      const result = await deps.save({
        kind: 'zip',
        bytes,
        suggestedName: `vertaislaina-diagnostics-${fileStamp(now)}.zip`,
      });
      if (result.status === 'failed') deps.log.warn(`diagnostics: not saved (${result.reason})`);
      else if (result.status === 'saved') deps.log.info('diagnostics: saved');
      return result;
    },
  };
}
