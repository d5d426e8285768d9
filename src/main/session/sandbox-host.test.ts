import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy } from '../origins/external-links.ts';
import { silentLogger } from '../log.ts';
import { createSandboxHost, embeddedSandboxOptions } from './sandbox-host.ts';
import { trustedEnv } from '../launch/trusted-env.ts';

describe('sandbox host', () => {
  it('starts lazily on port 0, allows its loopback origin externally, and closes on stop', async () => {
    const close = vi.fn(() => Promise.resolve());
    const createSandbox = vi.fn(() => Promise.resolve({ url: 'http://127.0.0.1:54321/', close }));
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
