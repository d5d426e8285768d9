import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_TEMPLATES_ENV } from '../db/shared-templates.ts';

/**
 * The unit suite's global setup: one folder for the run in which its test workers share the
 * seeded worlds they build (db/shared-templates.ts), removed when the run ends. The workers start
 * after this and inherit the variable. Set already (empty: no sharing), it is left as it is.
 */
export default function shareSeedTemplates(): () => void {
  if (process.env[SHARED_TEMPLATES_ENV] !== undefined) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'vertaislaina-test-templates-'));
  process.env[SHARED_TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
