import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy } from '../origins/external-links.ts';
import { silentLogger } from '../log.ts';
import { createSandboxHost, embeddedSandboxOptions } from './sandbox-host.ts';
import { trustedEnv } from '../launch/trusted-env.ts';

describe('sandbox host', () => {
  it('starts lazily on port 0, allows its loopback origin externally, and closes on stop', async () => {
    const close = vi.fn(() => Promise.resolve());
    const createSandbox = vi.fn(() =>
      Promise.resolve({ url: 'http://127.0.0.1:54321/', seeded: Promise.resolve(), close }),
    );
    const load = vi.fn(() => Promise.resolve({ createSandbox }));
    const external = createExternalLinkPolicy([]);
    const host = createSandboxHost({
      load,
      dbPath: '/data/sandbox.sqlite',
      options: { corsOrigins: ['http://localhost:5173'], controlSecret: 'a-secret-for-tests' },
      external,
      log: silentLogger,
    });
    expect(load).not.toHaveBeenCalled();

    expect(await host.start()).toBe('http://127.0.0.1:54321');
    expect(await host.start()).toBe('http://127.0.0.1:54321');
    expect(createSandbox).toHaveBeenCalledOnce();
    expect(createSandbox).toHaveBeenCalledWith({
      port: 0,
      dbPath: '/data/sandbox.sqlite',
      corsOrigins: ['http://localhost:5173'],
      controlSecret: 'a-secret-for-tests',
    });
    expect(external.check('http://127.0.0.1:54321/bank').ok).toBe(true);

    await host.stop();
    await host.stop();
    expect(close).toHaveBeenCalledOnce();
    expect(external.check('http://127.0.0.1:54321/bank').ok).toBe(false);
  });

  it('answers its origin before a fresh database is seeded, and logs how the seeding ended', async () => {
    let seed = (): void => {};
    let fail = (_error: Error): void => {};
    const seeded = [
      new Promise<void>((resolve) => (seed = resolve)),
      new Promise<void>((_resolve, reject) => (fail = reject)),
    ];
    const createSandbox = vi.fn(() =>
      Promise.resolve({
        url: 'http://127.0.0.1:54321/',
        seeded: seeded.shift() ?? Promise.resolve(),
        close: () => Promise.resolve(),
      }),
    );
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const worker = new URL('file:///app/out/main/sandbox-seed-worker.js');
    const hostFor = () =>
      createSandboxHost({
        load: () => Promise.resolve({ createSandbox }),
        dbPath: '/data/sandbox.sqlite',
        seedWorkerUrl: worker,
        options: { corsOrigins: [] },
        external: createExternalLinkPolicy([]),
        log,
      });

    expect(await hostFor().start()).toBe('http://127.0.0.1:54321');
    expect(createSandbox).toHaveBeenCalledWith(expect.objectContaining({ seedWorkerUrl: worker }));
    expect(log.info).not.toHaveBeenCalledWith('sandbox: the marketplace is seeded');
    seed();
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith('sandbox: the marketplace is seeded'),
    );

    await hostFor().start();
    fail(new Error('disk full'));
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith('sandbox: seeding failed: Error: disk full'),
    );
  });

  it('lets the dev server through CORS only when the app is not packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173/index.html' };
    expect(embeddedSandboxOptions(trustedEnv(env, false)).corsOrigins).toEqual([
      'http://localhost:5173',
    ]);
    expect(embeddedSandboxOptions(trustedEnv(env, true)).corsOrigins).toEqual([]);
    expect(embeddedSandboxOptions(trustedEnv({}, false)).corsOrigins).toEqual([]);
  });

  it('takes a control secret from the environment only when the app is not packaged', () => {
    const env = { VERTAISLAINA_SANDBOX_SECRET: 'the-electron-suite-secret' };
    expect(embeddedSandboxOptions(trustedEnv(env, false))).toEqual({
      corsOrigins: [],
      controlSecret: 'the-electron-suite-secret',
    });
    // Packaged: the sandbox makes a random one that stays in main.
    expect(embeddedSandboxOptions(trustedEnv(env, true))).toStrictEqual({ corsOrigins: [] });
  });
});
