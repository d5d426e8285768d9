import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createClock, type SandboxClock } from '../clock.ts';
import { openDatabase, MEMORY, type SqlDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { resetData } from '../world/reset.ts';
import { CONTROL_SECRET_HEADER } from '../control/secret.ts';
import { PERSONAS } from '../personas/personas.ts';
import { buildSandboxApp, type SandboxAppOptions } from '../server.ts';
import { authApi } from '#shared/api/auth.ts';
import { smsVerifyResponse } from '#shared/api/auth.ts';

export const START = Date.parse('2024-05-06T09:00:00.000Z');

export interface TestSandbox {
  app: FastifyInstance;
  /** The sandbox's database, for a test that books ledger entries itself. */
  db: SqlDatabase;
  clock: SandboxClock;
  close(): Promise<void>;
}

export type TestSandboxOptions = Pick<
  SandboxAppOptions,
  'requestLogPath' | 'corsOrigins' | 'secretRecordPath'
> & {
  /**
   * Seed the marketplace's history too (resetData's world). Off by default: most route tests
   * book their own ledger entries on a quiet marketplace.
   */
  world?: boolean;
};

/** The control secret of every test sandbox. */
export const TEST_CONTROL_SECRET = 'test-control-secret-0123456789';
/** The header a state-changing control call needs. */
export const controlSecret = { [CONTROL_SECRET_HEADER]: TEST_CONTROL_SECRET };

/** A seeded in-memory sandbox whose clock starts at START and moves only when told. */
export async function startTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const { world = false, ...appOptions } = options;
  const db = await openDatabase(MEMORY);
  migrate(db);
  resetData(db, new Date(START), { world });
  const clock = createClock(() => START);
  const app = buildSandboxApp({ ...appOptions, db, clock, controlSecret: TEST_CONTROL_SECRET });
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      db.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Parses a JSON answer with a schema and fails the test if it does not match. */
export function parsed<T extends z.ZodType>(
  schema: T,
  response: { json(): unknown; statusCode: number },
): z.output<T> {
  const result = schema.safeParse(response.json());
  if (!result.success) expect.fail(`Response does not match the schema: ${result.error.message}`);
  return result.data;
}

/** A persona's mobile phone number, by persona id. */
export function personaPhone(personaId: string): string {
  const phone = PERSONAS.find((persona) => persona.id === personaId)?.user?.mobilePhone;
  return phone ?? expect.fail(`No persona ${personaId} with a phone`);
}

/** Logs a persona in by SMS, reading the code from the outbox; returns the token. */
export async function smsLogin(app: FastifyInstance, phone: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: `/${authApi.smsLogin.path}`,
    payload: { mobile_phone: phone },
  });
  expect(login.statusCode).toBe(200);
  const outbox = await app.inject({ method: 'GET', url: '/__sandbox/sms', query: { phone } });
  const { messages } = outbox.json<{ messages: { code: string }[] }>();
  const code = messages.at(-1)?.code ?? expect.fail('No SMS was sent');
  const verify = await app.inject({
    method: 'POST',
    url: `/${authApi.smsVerify.path}`,
    payload: { code, mobile_phone: phone, language: 'fi' },
  });
  expect(verify.statusCode).toBe(200);
  return parsed(smsVerifyResponse, verify).data.token;
}
