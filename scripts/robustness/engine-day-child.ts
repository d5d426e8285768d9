/**
 * Child process of the engine-kill check: opens the sandbox database given as argv[2] and runs
 * the engine day by day (each day the engine's own transaction, runUntil), printing `start DAY`
 * before and `booked DAY` after each, until argv[3] days are done or it is killed.
 */
import { addDays } from '#shared/domain/finance/index.ts';
import { openDatabase } from '../../src/sandbox/db/database.ts';
import { lastProcessedDay, runUntil } from '../../src/sandbox/domain/engine/run.ts';

const [dbPath = '', count = '0'] = process.argv.slice(2);
const db = await openDatabase(dbPath);
const first = lastProcessedDay(db);
if (first === undefined) throw new Error('the engine has never run on this database');
for (let i = 1; i <= Number(count); i += 1) {
  const day = addDays(first, i);
  process.stdout.write(`start ${day}\n`);
  runUntil(db, new Date(`${day}T10:00:00.000Z`));
  process.stdout.write(`booked ${day}\n`);
}
db.close();
