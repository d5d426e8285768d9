/**
 * The logs of the last end-to-end run (its sandbox's request log, any main log under
 * test-results, and a diagnostics zip made now from them through main's diagnostics service)
 * searched for the secrets that run actually used: its secret record (the sandbox's
 * SANDBOX_SECRET_RECORD, written by `npm run test:e2e`) and the personas' SSNs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createDiagnosticsService } from '../../src/main/diagnostics/diagnostics.ts';
import { readZip } from '../../src/main/diagnostics/test-zip-reader.ts';
import { silentLogger } from '../../src/main/log.ts';
import { PERSONAS } from '../../src/sandbox/personas/personas.ts';
import { summarize } from '../../src/sandbox/personas/summary.ts';
import { findLeaks, recordedSecrets, type Leak } from './log-secrets.ts';

export type LogOutcome =
  { ran: false; reason: string } | { ran: true; secrets: number; sources: string[]; leaks: Leak[] };

/** Main's log files the run left under test-results (the Electron suite's profiles). */
function mainLogs(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|\/)main(\.\d+)?\.log$/.test(path))
    .map((path) => join(folder, path));
}

export async function checkLogs(resultsDir: string): Promise<LogOutcome> {
  const requestLog = join(resultsDir, 'e2e-requests.jsonl');
  const record = join(resultsDir, 'e2e-secrets.jsonl');
  if (!existsSync(requestLog))
    return { ran: false, reason: 'no end-to-end run: run the suite first (npm run test:e2e)' };
  if (!existsSync(record) || readFileSync(record, 'utf8').trim() === '')
    return {
      ran: false,
      reason: 'the last end-to-end run recorded no secrets: run the suite again (npm run test:e2e)',
    };
  const ssns = PERSONAS.flatMap((persona) => summarize(persona).ssn ?? []);
  const secrets = [...new Set([...recordedSecrets(readFileSync(record, 'utf8')), ...ssns])];

  const logs = [requestLog, ...mainLogs(resultsDir)];
  let zip: Uint8Array | null = null;
  const diagnostics = createDiagnosticsService({
    logFiles: () => logs,
    versions: () => ({ app: 'robustness', os: { platform: 'linux', release: '', arch: 'x64' } }),
    settings: () => [],
    home: { folder: homedir(), platform: process.platform },
    save: (request) => {
      zip = request.bytes;
      return Promise.resolve({ status: 'saved', path: request.suggestedName });
    },
    now: () => new Date(),
    log: silentLogger,
  });
  await diagnostics.save();
  const made: Uint8Array | null = zip;
  if (made === null) return { ran: false, reason: 'the diagnostics service made no zip' };
  const sources = [
    ...logs.map((path) => ({
      name: path.slice(resultsDir.length + 1),
      text: readFileSync(path, 'utf8'),
    })),
    ...readZip(made).map((entry) => ({
      name: `diagnostics.zip/${entry.name}`,
      text: new TextDecoder().decode(entry.data),
    })),
  ];
  return {
    ran: true,
    secrets: secrets.length,
    sources: sources.map((s) => s.name),
    leaks: findLeaks(secrets, sources),
  };
}
