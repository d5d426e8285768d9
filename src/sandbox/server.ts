import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { createClock, type SandboxClock } from './clock.ts';
import type { SandboxContext } from './http/context.ts';
import { createFaultRegistry } from './http/faults.ts';
import { createRequestLog } from './http/request-log.ts';
import { registerSecretRecord } from './control/secret-record.ts';
import { registerControlRoutes } from './control/routes.ts';
import { checkedControlSecret, newControlSecret } from './control/secret.ts';
import { openDatabase, type SqlDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedBehind, type Seeding } from './world/seed-behind.ts';
import { registerApiHooks } from './http/api-hooks.ts';
import { allowedCorsOrigins, registerCors } from './http/cors.ts';
import { registerHostCheck } from './http/host-check.ts';
import { registerChatProvider } from './providers/chat.ts';
import { registerProviderRoutes } from './providers/routes.ts';
import { registerAmlRoutes } from './routes/aml.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBorrowerLoanRoutes } from './routes/borrower-loans.ts';
import { registerBrokerRoutes } from './routes/broker.ts';
import { registerCompanyRoutes } from './routes/company.ts';
import { registerCompanyAmlRoutes } from './routes/company-aml.ts';
import { registerCompanyContractRoutes } from './routes/company-contract.ts';
import { registerDocumentRoutes } from './routes/documents.ts';
import { registerIdentityRoutes } from './routes/identity.ts';
import { registerInvestorRoutes } from './routes/investor.ts';
import { registerInvestorContractRoutes } from './routes/investor-contract.ts';
import { registerInvestorMoneyRoutes } from './routes/investor-money.ts';
import { registerLegacyRoutes } from './routes/legacy.ts';
import { registerLoanApplicationRoutes } from './routes/loan-application.ts';
import { registerOnfidoRoutes } from './routes/onfido.ts';
import { registerRegistrationRoutes } from './routes/registration.ts';
import { registerUserRoutes } from './routes/user.ts';

export interface SandboxAppOptions {
  db: SqlDatabase;
  clock?: SandboxClock;
  /** Appends every API request as a JSON line; defaults to $SANDBOX_REQUEST_LOG. */
  requestLogPath?: string;
  /** Origins besides `app://vertaislaina` that CORS lets in (the desktop dev server). */
  corsOrigins?: readonly string[];
  /** Records the secrets a test run used (control/secret-record.ts); $SANDBOX_SECRET_RECORD. */
  secretRecordPath?: string;
  /**
   * What state-changing control calls must carry in the x-sandbox-secret header; by default a
   * random one, which only the caller of createSandbox learns (RunningSandbox.controlSecret).
   */
  controlSecret?: string;
  /**
   * Settles when the database is seeded; until then every request waits for it (a request that
   * came early gets the seeded data, not an empty marketplace).
   */
  seeded?: Promise<void>;
}

export interface SandboxOptions {
  /** 0 picks a free port. */
  port: number;
  /** A file path, or ':memory:'. */
  dbPath: string;
  host?: string;
  clock?: SandboxClock;
  requestLogPath?: string;
  corsOrigins?: readonly string[];
  /** Default: 32 random bytes, new for every launch. */
  controlSecret?: string;
  /** The worker that seeds a database file (the built app's copy); default seed-worker.ts. */
  seedWorkerUrl?: URL;
}

export interface RunningSandbox {
  url: string;
  /**
   * Settles when the database is seeded. A fresh database file is seeded behind (in a worker
   * thread) while the sandbox already listens; requests wait for it.
   */
  seeded: Promise<void>;
  /** The secret state-changing control calls need (header x-sandbox-secret). */
  controlSecret: string;
  close(): Promise<void>;
}

/** Answers JSON bodies like the gateway: an empty body is no body, not an error. */
function parseJson(body: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 });
  }
}

/** The sandbox as a Fastify instance that is not listening yet (tests use `inject`). */
export function buildSandboxApp(options: SandboxAppOptions): FastifyInstance {
  const ctx: SandboxContext = {
    db: options.db,
    clock: options.clock ?? createClock(),
    faults: createFaultRegistry(),
    requestLog: createRequestLog(options.requestLogPath ?? process.env.SANDBOX_REQUEST_LOG),
  };
  // Closing ends every connection, not only the idle ones: a client that stopped reading a long
  // answer (or never finished its request) must not keep the sandbox from stopping.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const { seeded } = options;
  if (seeded !== undefined) app.addHook('onRequest', () => seeded);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(String(body)));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    const message = status < 500 ? error.message : 'Server Error';
    return reply.code(status).send({ message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));

  const appOrigins = allowedCorsOrigins(options.corsOrigins);
  registerHostCheck(app);
  registerSecretRecord(app, options.secretRecordPath ?? process.env.SANDBOX_SECRET_RECORD);
  registerCors(app, appOrigins);
  registerApiHooks(app, ctx);
  registerControlRoutes(app, ctx, {
    secret: checkedControlSecret(options.controlSecret ?? newControlSecret()),
    appOrigins,
  });
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerAmlRoutes(app, ctx);
  registerLegacyRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerInvestorRoutes(app, ctx);
  registerInvestorMoneyRoutes(app, ctx);
  registerInvestorContractRoutes(app, ctx);
  registerCompanyAmlRoutes(app, ctx);
  registerCompanyContractRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerOnfidoRoutes(app, ctx);
  registerBrokerRoutes(app, ctx);
  registerBorrowerLoanRoutes(app, ctx);
  registerCompanyRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerLoanApplicationRoutes(app, ctx, appOrigins);
  registerChatProvider(app, ctx, appOrigins);
  return app;
}

/**
 * Opens (and if needed migrates) the database and serves the sandbox; a database without the
 * current seed is seeded behind (`seeded`).
 */
export async function createSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const db = await openDatabase(options.dbPath);
  let app: FastifyInstance | undefined;
  let seeding: Seeding | undefined;
  try {
    migrate(db);
    const clock = options.clock ?? createClock();
    seeding = seedBehind(db, {
      dbPath: options.dbPath,
      now: clock.now(),
      ...(options.seedWorkerUrl ? { workerUrl: options.seedWorkerUrl } : {}),
    });
    const { seeded } = seeding;
    // Awaited by every request and by the caller; handled here so a failure is not unhandled.
    seeded.catch(() => undefined);
    const controlSecret = options.controlSecret ?? newControlSecret();
    app = buildSandboxApp({
      db,
      clock,
      seeded,
      requestLogPath: options.requestLogPath,
      corsOrigins: options.corsOrigins,
      controlSecret,
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    const running = app;
    const stopSeeding = seeding;
    return {
      url: `http://${urlHost}:${port}`,
      controlSecret,
      seeded,
      async close() {
        await running.close();
        await stopSeeding.stop();
        db.close();
      },
    };
  } catch (error) {
    await app?.close();
    await seeding?.stop();
    db.close();
    throw error;
  }
}
