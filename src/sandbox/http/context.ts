import type { SqlDatabase } from '../db/database.ts';
import type { SandboxClock } from '../clock.ts';
import type { FaultRegistry } from './faults.ts';
import type { RequestLog } from './request-log.ts';

/** What every route of one sandbox instance shares. */
export interface SandboxContext {
  db: SqlDatabase;
  clock: SandboxClock;
  faults: FaultRegistry;
  requestLog: RequestLog;
}
