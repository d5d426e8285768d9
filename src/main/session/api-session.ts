import { join } from 'node:path';
import { app, session, type Session } from 'electron';
import { startApi } from './api-startup.ts';
import { contentSecurityPolicy, rendererFrameOrigins } from './csp.ts';
import type { ExternalLinkPolicy } from '../origins/external-links.ts';
import type { Logger } from '../log.ts';
import {
  BUILT_SEED_WORKER_URL,
  createSandboxHost,
  embeddedSandboxOptions,
  loadSandboxModule,
} from './sandbox-host.ts';
import { secureSession } from './session-security.ts';
import type { SettingsService } from '../settings/service.ts';

export interface ApiSession {
  /** The gateway's origin, or the embedded sandbox's; null when there is none. */
  apiOrigin: string | null;
  /** Origins a frame may show besides the app's own. */
  frameOrigins: readonly string[];
  csp: () => string;
  session: Session;
}

/**
 * Starts the API the app talks to (the embedded sandbox when none is configured) and secures
 * the default session for it: CSP, permissions and the origins requests may go to.
 */
export async function startApiSession(deps: {
  env: Parameters<typeof embeddedSandboxOptions>[0];
  settings: SettingsService;
  external: ExternalLinkPolicy;
  appOrigins: readonly string[];
  devServerOrigin: string | null;
  log: Logger;
}): Promise<ApiSession> {
  const { settings, external, log, devServerOrigin } = deps;
  const sandbox = createSandboxHost({
    load: loadSandboxModule,
    dbPath: join(app.getPath('userData'), 'sandbox.sqlite'),
    seedWorkerUrl: BUILT_SEED_WORKER_URL,
    options: embeddedSandboxOptions(deps.env),
    external,
    log,
  });
  const embedded = settings.effective().api.kind === 'sandbox';
  const apiOrigin = await startApi({ app, settings, sandbox, external, log });
  // The embedded sandbox also serves the simulated providers' pages shown in frames.
  const frameOrigins = rendererFrameOrigins(embedded ? apiOrigin : null);
  const csp = (): string => contentSecurityPolicy({ apiOrigin, frameOrigins, devServerOrigin });
  const ses = session.defaultSession;
  secureSession(ses, { app: deps.appOrigins, api: apiOrigin, devServer: devServerOrigin }, csp);
  return { apiOrigin, frameOrigins, csp, session: ses };
}
