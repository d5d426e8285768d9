import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, smsLoginResponse } from '#shared/api/auth.ts';
import { createClock } from '../clock.ts';
import { openDatabase } from '../db/database.ts';
import { createSandbox } from '../server.ts';
import { hasSeedTemplate, isSeeded } from './reset.ts';
import { SHARED_TEMPLATES_ENV } from '../db/shared-templates.ts';

// A template of today that another test file of the run shared would be copied here and now,
// without the worker these tests are about.
vi.stubEnv(SHARED_TEMPLATES_ENV, '');

const SLOW_WORKER = new URL('../test/slow-quiet-seed-worker.ts', import.meta.url);

const temporary: string[] = [];
const freshDbPath = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
  temporary.push(dir);
  return join(dir, 'sandbox.sqlite');
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a fresh database file is seeded behind', () => {
  it('listens before the seed is committed, and answers an early request after it', async () => {
    const sandbox = await createSandbox({
      port: 0,
      dbPath: freshDbPath(),
      seedWorkerUrl: SLOW_WORKER,
    });
    try {
      const order: string[] = [];
      void sandbox.seeded.then(() => order.push('seeded'));
      // A persona's SMS login: it succeeds only once the personas are in the database.
      const answer = fetch(`${sandbox.url}/${authApi.smsLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile_phone: '0401000101' }),
      }).then(async (response) => {
        order.push('answered');
        return { status: response.status, body: await response.json() };
      });
      // The worker waits before it seeds: nothing has settled yet.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(order).toEqual([]);

      const { status, body } = await answer;
      expect(order).toEqual(['seeded', 'answered']);
      expect(status).toBe(200);
      expect(smsLoginResponse.parse(body).data.success).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it('fails the seeding and every waiting request when the worker cannot seed', async () => {
    const sandbox = await createSandbox({
      port: 0,
      dbPath: freshDbPath(),
      seedWorkerUrl: new URL('../test/no-such-worker.ts', import.meta.url),
    });
    try {
      await expect(sandbox.seeded).rejects.toThrow();
      const response = await fetch(`${sandbox.url}/__sandbox/health`);
      expect(response.status).toBe(500);
    } finally {
      await sandbox.close();
    }
  });

  it('stops a seed still being played when the sandbox closes', async () => {
    const sandbox = await createSandbox({
      port: 0,
      dbPath: freshDbPath(),
      seedWorkerUrl: SLOW_WORKER,
    });
    await sandbox.close();
    await expect(sandbox.seeded).rejects.toThrow(/before seeding/);
  });

  it('seeds the whole world in the worker and hands its template to this thread', async () => {
    const dbPath = freshDbPath();
    // The noon of a day this test file seeds for no other reason.
    const now = new Date('2026-03-04T10:00:00Z');
    expect(hasSeedTemplate(now)).toBe(false);
    const sandbox = await createSandbox({
      port: 0,
      dbPath,
      clock: createClock(() => now.getTime()),
    });
    try {
      await sandbox.seeded;
      expect(hasSeedTemplate(now)).toBe(true);
    } finally {
      await sandbox.close();
    }
    const db = await openDatabase(dbPath);
    try {
      expect(isSeeded(db)).toBe(true);
    } finally {
      db.close();
    }
  }, 300_000);
});
