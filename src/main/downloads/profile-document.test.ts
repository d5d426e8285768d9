import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { userApi } from '#shared/api/user.ts';
import { smsVerifyResponse } from '#shared/api/auth.ts';
import { userResponse } from '#shared/api/user.ts';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test/sandbox.ts';
import { silentLogger } from '../log.ts';
import { createDownloadService } from './download-service.ts';
import { fakeNet } from './test-fakes.ts';

/**
 * A profile document (`GET api/document/download/{id}`) from the embedded sandbox lands on disk
 * through main's download service: the real PDF bytes, with the session's bearer token.
 */
let sandbox: TestSandbox & { url: string };
let dir: string;
const PHONE = '+358401000104';

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${sandbox.url}/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function login(): Promise<string> {
  await call(authApi.smsLogin.path, {
    method: 'POST',
    body: JSON.stringify({ mobile_phone: PHONE }),
  });
  const outbox = (await call(`__sandbox/sms?phone=${encodeURIComponent(PHONE)}`)) as {
    messages: { code: string }[];
  };
  const code = outbox.messages.at(-1)?.code ?? expect.fail('No SMS was sent');
  const verified = await call(authApi.smsVerify.path, {
    method: 'POST',
    body: JSON.stringify({ code, mobile_phone: PHONE, language: 'fi' }),
  });
  return smsVerifyResponse.parse(verified).data.token;
}

// The personas without the marketplace's history: the persona's documents are all it needs.
beforeAll(async () => {
  const running = await startTestSandbox();
  sandbox = { ...running, url: await running.app.listen({ port: 0, host: '127.0.0.1' }) };
  dir = mkdtempSync(join(tmpdir(), 'profile-document-'));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

it('saves a profile document from the sandbox as a PDF in the chosen folder', async () => {
  const token = await login();
  const profile = userResponse.parse(
    await call(userApi.get.path, { headers: { authorization: `Bearer ${token}` } }),
  ).data;
  const document = profile.user_documents[0] ?? expect.fail('The persona has no documents');
  const apiPath = `api/document/download/${document.id}`;

  const service = createDownloadService({
    request: fakeNet().request,
    apiOrigin: () => sandbox.url,
    authorization: (url) => (url.startsWith(sandbox.url) ? `Bearer ${token}` : null),
    chooseTarget: () => Promise.resolve({ folder: dir, fileName: 'sopimus.pdf', overwrite: false }),
    rememberFolder: () => undefined,
    onProgress: () => undefined,
    onUnauthorized: () => expect.fail('The session was valid'),
    log: silentLogger,
  });
  const result = await service.save({ kind: 'pdf', apiPath, suggestedName: 'sopimus.pdf' });
  expect(result).toEqual({ status: 'saved', path: join(dir, 'sopimus.pdf') });
  expect(readdirSync(dir)).toEqual(['sopimus.pdf']);

  const saved = readFileSync(join(dir, 'sopimus.pdf'));
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const direct = await fetch(`${sandbox.url}/${apiPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
});
