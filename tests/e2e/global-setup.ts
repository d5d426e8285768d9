import { rmSync } from 'node:fs';
import { REQUEST_LOG, SECRET_RECORD } from './support/request-log.ts';

/** A fresh request log and secret record for this run (the sandbox appends to both). */
export default function globalSetup(): void {
  rmSync(REQUEST_LOG, { force: true });
  rmSync(SECRET_RECORD, { force: true });
}
