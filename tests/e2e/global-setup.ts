import { rmSync } from 'node:fs';
import { e2eRunFiles } from '../../scripts/e2e-servers.ts';

/** Fresh request logs and secret records for this run (each server's sandbox appends to one). */
export default function globalSetup(): void {
  for (const file of [...e2eRunFiles('requests'), ...e2eRunFiles('secrets')]) {
    rmSync(file, { force: true });
  }
}
