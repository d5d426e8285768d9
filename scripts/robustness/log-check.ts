/**
 * The logs of the last end-to-end run (its sandboxes' request logs, any main log under
 * test-results, and a diagnostics zip made now from them through main's diagnostics service)
 * searched for the secrets that run actually used: its secret records (each sandbox's
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
import { e2eRunFiles } from '../e2e-servers.ts';
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
  const requestLogs = e2eRunFiles('requests', resultsDir);
  const records = e2eRunFiles('secrets', resultsDir).map((path) => readFileSync(path, 'utf8'));
  if (requestLogs.length === 0)
    return { ran: false, reason: 'no end-to-end run: run the suite first (npm run test:e2e)' };
  if (records.every((record) => record.trim() === ''))
    return {
      ran: false,
      reason: 'the last end-to-end run recorded no secrets: run the suite again (npm run test:e2e)',
    };
  const ssns = PERSONAS.flatMap((persona) => summarize(persona).ssn ?? []);
  const recorded = records.flatMap((record) => recordedSecrets(record));
  const secrets = [...new Set([...recorded, ...ssns])];

  const logs = [...requestLogs, ...mainLogs(resultsDir)];
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
