import type { ExternalLinkPolicy } from './external-links.ts';
import type { Logger } from './log.ts';

export interface SandboxHandle {
  url: string;
  close(): Promise<void> | void;
}
export interface SandboxModule {
  createSandbox(options: { port: number; dbPath: string }): Promise<SandboxHandle> | SandboxHandle;
}

/** The sandbox (Fastify + node:sqlite) loads only when it is needed. */
export const loadSandboxModule = (): Promise<SandboxModule> => import('../sandbox/server.ts');

export interface SandboxHost {
  /** Starts the sandbox on 127.0.0.1, port 0; returns its origin. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

export function createSandboxHost(deps: {
  load: () => Promise<SandboxModule>;
  dbPath: string;
  external: ExternalLinkPolicy;
  log: Logger;
}): SandboxHost {
  let running: { handle: SandboxHandle; revoke: () => void } | null = null;
  return {
    async start() {
      if (running) return new URL(running.handle.url).origin;
      const mod = await deps.load();
      const handle = await mod.createSandbox({ port: 0, dbPath: deps.dbPath });
      const origin = new URL(handle.url).origin;
      // Its simulated bank and identity pages open in the system browser.
      const revoke = deps.external.allowLoopbackOrigin(origin);
      running = { handle, revoke };
      deps.log.info(`sandbox: serving the marketplace API at ${origin}`);
      return origin;
    },
    async stop() {
      if (!running) return;
      const { handle, revoke } = running;
      running = null;
      revoke();
      await handle.close();
    },
  };
}
