/**
 * A sandbox engine killed (SIGKILL) in the middle of a day: a child process books days on a
 * seeded database and is killed at a random moment while it books. On reopening, the database
 * must pass SQLite's integrity check, the last day marked done must be booked exactly as an
 * uninterrupted run books it (a fingerprint of every ledger entry and installment), no entry may
 * belong to a later day, the ledger's conservation must hold, and the engine must go on.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { addDays } from '#shared/domain/finance/index.ts';
import { openDatabase, type SqlDatabase } from '../../src/sandbox/db/database.ts';
import { migrate } from '../../src/sandbox/db/migrate.ts';
import { resetData } from '../../src/sandbox/world/reset.ts';
import { lastProcessedDay, runUntil } from '../../src/sandbox/domain/engine/run.ts';
import { conservationViolations } from './conservation.ts';

const CHILD = fileURLToPath(new URL('./engine-day-child.ts', import.meta.url));
const DAYS = 200;

export interface KillRound {
  /** The child's last line when it was killed (`start DAY`: killed inside that day). */
  lastLine: string;
  integrity: string;
  lastDay: string;
  /** The killed database's fingerprint equals an uninterrupted run's to the same day. */
  sameAsUninterrupted: boolean;
  entriesAfterLastDay: number;
  conservation: string[];
  /** After the restart, the engine booked the next day. */
  continued: boolean;
}

const fingerprintRow = z.object({
  n: z.number(),
  total: z.number(),
  digest: z.string().nullable(),
});

/** Every ledger entry and installment, condensed: equal only when the books are equal. */
function fingerprint(db: SqlDatabase): string {
  const entries = db.get(
    fingerprintRow,
    `SELECT count(*) AS n, coalesce(sum(amount_cents), 0) AS total,
       group_concat(id || ':' || type || ':' || amount_cents || ':' || debit_account_id || ':'
         || credit_account_id || ':' || booked_at, ',') AS digest
     FROM (SELECT * FROM ledger_entries ORDER BY id)`,
  );
  const installments = db.get(
    fingerprintRow,
    `SELECT count(*) AS n, coalesce(sum(principal_cents), 0) AS total,
       group_concat(loan_id || '/' || number || ':' || state || ':' || penalty_cents, ',') AS digest
     FROM (SELECT * FROM engine_installments ORDER BY loan_id, number)`,
  );
  return JSON.stringify([entries, installments]);
}

/** Runs the child, kills it `delayMs` after its first booked day; its last line. */
function killMidDay(dbPath: string, delayMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dbPath, String(DAYS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let timer: NodeJS.Timeout | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (timer === null && output.includes('booked'))
        timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.once('error', reject);
    child.once('exit', () => {
      if (timer !== null) clearTimeout(timer);
      resolve(output.trim().split('\n').at(-1) ?? '');
    });
  });
}

export async function checkEngineKill(
  rounds: number,
  log: (message: string) => void,
): Promise<KillRound[]> {
  const dir = mkdtempSync(join(tmpdir(), 'robustness-kill-'));
  const dbPath = join(dir, 'sandbox.sqlite');
  const snapshot = join(dir, 'before.sqlite');
  try {
    log('engine kill: building the seeded world in a database file…');
    const seeded = await openDatabase(dbPath);
    migrate(seeded);
    resetData(seeded);
    seeded.close();

    const results: KillRound[] = [];
    for (let round = 0; round < rounds; round += 1) {
      copyFileSync(dbPath, snapshot);
      const delayMs = 50 + Math.floor(Math.random() * 1500);
      log(`engine kill: round ${round + 1}, SIGKILL ${delayMs} ms after the first booked day…`);
      const lastLine = await killMidDay(dbPath, delayMs);

      const db = await openDatabase(dbPath);
      const integrity =
        db.get(z.object({ integrity_check: z.string() }), 'PRAGMA integrity_check')
          ?.integrity_check ?? 'no answer';
      const lastDay = lastProcessedDay(db) ?? '';
      const entriesAfterLastDay =
        db.get(
          z.object({ n: z.number() }),
          'SELECT count(*) AS n FROM ledger_entries WHERE substr(booked_at, 1, 10) > ?',
          lastDay,
        )?.n ?? 0;
      const killed = fingerprint(db);
      const conservation = conservationViolations(db);
      runUntil(db, new Date(`${addDays(lastDay, 1)}T10:00:00.000Z`));
      const continued = lastProcessedDay(db) === addDays(lastDay, 1);
      db.close();

      const reference = await openDatabase(snapshot);
      runUntil(reference, new Date(`${lastDay}T10:00:00.000Z`));
      const sameAsUninterrupted = fingerprint(reference) === killed;
      reference.close();
      rmSync(snapshot, { force: true });
      results.push({
        lastLine,
        integrity,
        lastDay,
        sameAsUninterrupted,
        entriesAfterLastDay,
        conservation,
        continued,
      });
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
