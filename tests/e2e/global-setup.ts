import { rmSync } from 'node:fs';
import { REQUEST_LOG } from './support/request-log.ts';

/** A fresh request log for this run (the sandbox appends to it, opening it per line). */
export default function globalSetup(): void {
  rmSync(REQUEST_LOG, { force: true });
}
