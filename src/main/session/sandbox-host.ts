import type { ExternalLinkPolicy } from '../origins/external-links.ts';
import type { Logger } from '../log.ts';
import type { Env } from '../launch/trusted-env.ts';

export interface SandboxHandle {
  url: string;
  /** Settles when its database is seeded (a fresh one is seeded behind, in a worker thread). */
  seeded: Promise<void>;
  close(): Promise<void> | void;
}
/** How main configures the embedded sandbox besides its port and database. */
export interface EmbeddedSandboxOptions {
  /** Origins besides the app's own that the sandbox's CORS lets in. */
  corsOrigins: readonly string[];
  /**
   * The secret its state-changing control calls need; absent, the sandbox makes a random one
   * that never leaves main (the renderer only reads from the control API).
   */
  controlSecret?: string;
}
export interface SandboxModule {
  createSandbox(
    options: { port: number; dbPath: string; seedWorkerUrl?: URL } & EmbeddedSandboxOptions,
  ): Promise<SandboxHandle> | SandboxHandle;
}

/**
 * From main's trusted environment (trusted-env.ts, so a packaged app never honours these): in
 * development the renderer comes from the electron-vite dev server (ELECTRON_RENDERER_URL), whose
 * origin the sandbox must let in, otherwise only `app://vertaislaina` is; and the Electron suite
 * drives the sandbox with a control secret it chose (VERTAISLAINA_SANDBOX_SECRET).
 */
export function embeddedSandboxOptions(env: Env): EmbeddedSandboxOptions {
  const devServerUrl = env.ELECTRON_RENDERER_URL;
  const secret = env.VERTAISLAINA_SANDBOX_SECRET;
  return {
    corsOrigins: devServerUrl ? [new URL(devServerUrl).origin] : [],
    ...(secret ? { controlSecret: secret } : {}),
  };
}

/**
 * The sandbox's seed worker in the built app: its own entry beside main's bundle
 * (electron.vite.config.ts), as a worker thread cannot run a chunk of the bundle.
 */
export const BUILT_SEED_WORKER_URL = new URL('./sandbox-seed-worker.js', import.meta.url);

/** The sandbox (Fastify + node:sqlite) loads only when it is needed. */
export const loadSandboxModule = (): Promise<SandboxModule> => import('../../sandbox/server.ts');

export interface SandboxHost {
  /** Starts the sandbox on 127.0.0.1, port 0; returns its origin. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

export function createSandboxHost(deps: {
  load: () => Promise<SandboxModule>;
  dbPath: string;
  seedWorkerUrl?: URL;
  options: EmbeddedSandboxOptions;
  external: ExternalLinkPolicy;
  log: Logger;
}): SandboxHost {
  let running: { handle: SandboxHandle; revoke: () => void } | null = null;
  return {
    async start() {
      if (running) return new URL(running.handle.url).origin;
      const mod = await deps.load();
      const handle = await mod.createSandbox({
        ...deps.options,
        port: 0,
        dbPath: deps.dbPath,
        ...(deps.seedWorkerUrl ? { seedWorkerUrl: deps.seedWorkerUrl } : {}),
      });
      const origin = new URL(handle.url).origin;
      handle.seeded.then(
        () => deps.log.info('sandbox: the marketplace is seeded'),
        (error: unknown) => deps.log.error(`sandbox: seeding failed: ${String(error)}`),
      );
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
