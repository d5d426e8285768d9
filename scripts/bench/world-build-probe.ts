/**
 * Child process of the engine's figures (run.ts): builds the seeded world (2020 to today) in a
 * fresh in-memory database and prints one JSON line, `{"seconds": …}`. A process of its own, so
 * that the build's hundreds of megabytes and its heap's growth do not stay in the bench's process,
 * where the CSV's event-loop figures are measured afterwards.
 */
import { MEMORY, openDatabase } from '../../src/sandbox/db/database.ts';
import { migrate } from '../../src/sandbox/db/migrate.ts';
import { resetData } from '../../src/sandbox/world/reset.ts';

const db = await openDatabase(MEMORY);
migrate(db);
// The first reset in a process builds the world and keeps it as a template.
const started = performance.now();
resetData(db);
const seconds = (performance.now() - started) / 1000;
db.close();
console.log(JSON.stringify({ seconds }));
