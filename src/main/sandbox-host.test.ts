import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy } from './external-links.ts';
import { silentLogger } from './log.ts';
import { createSandboxHost } from './sandbox-host.ts';

describe('sandbox host', () => {
  it('starts lazily on port 0, allows its loopback origin externally, and closes on stop', async () => {
    const close = vi.fn(() => Promise.resolve());
    const createSandbox = vi.fn(() => Promise.resolve({ url: 'http://127.0.0.1:54321/', close }));
    const load = vi.fn(() => Promise.resolve({ createSandbox }));
    const external = createExternalLinkPolicy([]);
    const host = createSandboxHost({
      load,
      dbPath: '/data/sandbox.sqlite',
      external,
      log: silentLogger,
    });
    expect(load).not.toHaveBeenCalled();

    expect(await host.start()).toBe('http://127.0.0.1:54321');
    expect(await host.start()).toBe('http://127.0.0.1:54321');
    expect(createSandbox).toHaveBeenCalledOnce();
    expect(createSandbox).toHaveBeenCalledWith({ port: 0, dbPath: '/data/sandbox.sqlite' });
    expect(external.check('http://127.0.0.1:54321/bank').ok).toBe(true);

    await host.stop();
    await host.stop();
    expect(close).toHaveBeenCalledOnce();
    expect(external.check('http://127.0.0.1:54321/bank').ok).toBe(false);
  });
});
