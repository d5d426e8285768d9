import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { startTestSandbox, type TestSandbox } from './test/sandbox.ts';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

it('closes without waiting for a client that stopped in the middle of its request', async () => {
  const started = await startTestSandbox();
  sandbox = started;
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = started.app.server.address() as AddressInfo;
  // A request whose body never ends: to the server it is in flight until the client goes,
  // as is an answer that a client stopped reading (the bench's proxy once held one for ever).
  const client = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  client.write(
    `POST /${authApi.smsLogin.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  sandbox = undefined;
  expect(await within(started.close(), 5_000)).toBeUndefined();
  await closed;
});
