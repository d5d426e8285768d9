import { parseArgs } from 'node:util';
import type { SigningRight } from '#shared/domain/signing-right.ts';
import { PERSONAS } from './personas/personas.ts';
import { summarize } from './personas/summary.ts';
import type { Persona } from './personas/types.ts';
import { CONTROL_PREFIX } from './http/loopback.ts';
import { CONTROL_SECRET_HEADER } from './control/secret.ts';
import { createSandbox, type RunningSandbox } from './server.ts';

const DEFAULT_PORT = 4010;

/** How a persona may sign for a trade-register company, for the add-company journey. */
const SIGNING_RIGHT_WORDS: Record<SigningRight, string> = {
  0: 'no signing right',
  1: 'signs jointly with others',
  2: 'signs alone',
};
const DEFAULT_DB = '.sandbox-data/sandbox.sqlite';

function personaLine(persona: Persona): string {
  const { id, first_name, last_name, ssn, trade_register = [] } = summarize(persona);
  const relative = persona.identity !== undefined && !('ssn' in persona.identity);
  const logins = [
    persona.user ? `SMS ${persona.user.mobilePhone}` : undefined,
    persona.legacy ? `password ${persona.legacy.username} / ${persona.legacy.password}` : undefined,
    ssn ? `bank ${ssn}` : relative ? 'bank (code: GET /__sandbox/personas)' : undefined,
    ...(persona.brokerApplications ?? []).map((application) => `blaId ${application.blaId}`),
  ].filter((login) => login !== undefined);
  const name = `${first_name} ${last_name}`;
  const companies = trade_register.map(
    (company) =>
      `\n${' '.repeat(33)}trade register ${company.business_code} ${company.name}: ${SIGNING_RIGHT_WORDS[company.signing_right]}`,
  );
  return `  ${id.padEnd(30)} ${name.padEnd(22)} ${logins.join('; ') || 'no login'}${companies.join('')}`;
}

/** Adds a bulk investor through the control API; a line saying how to log in as them. */
async function addBulkInvestor(sandbox: RunningSandbox, transactions: number): Promise<string> {
  const response = await fetch(`${sandbox.url}${CONTROL_PREFIX}/bulk-investor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTROL_SECRET_HEADER]: sandbox.controlSecret },
    body: JSON.stringify({ transactions }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`--bulk-investor: HTTP ${response.status} ${text}`);
  return `Bulk investor: ${text}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      db: { type: 'string', default: DEFAULT_DB },
      host: { type: 'string', default: '127.0.0.1' },
      // An app whose renderer is served elsewhere than app://vertaislaina, e.g. `npm start`'s
      // dev server (http://localhost:5173) pointed here with VERTAISLAINA_API_BASE_URL.
      'cors-origin': { type: 'string', multiple: true, default: [] },
      // An investor with this many ledger entries over five years (POST /__sandbox/bulk-investor).
      'bulk-investor': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a port number, not "${values.port}"`);
  }

  const sandbox = await createSandbox({
    port,
    dbPath: values.db,
    host: values.host,
    corsOrigins: values['cors-origin'],
    // A secret of one's own (scripts); otherwise a random one for this launch.
    controlSecret: process.env.SANDBOX_CONTROL_SECRET || undefined,
  });
  console.log(`Sandbox marketplace API listening on ${sandbox.url}`);
  console.log(`Database: ${values.db}; control API: ${sandbox.url}/__sandbox`);
  console.log(
    `Control secret (header x-sandbox-secret, for POST and DELETE under /__sandbox): ${sandbox.controlSecret}`,
  );
  console.log(
    `Simulated bank and document-check pages: ${sandbox.url}/__sandbox/providers/… (opened from the app)`,
  );
  console.log('Personas:');
  for (const persona of PERSONAS) console.log(personaLine(persona));
  // A fresh database file is seeded behind; requests meanwhile wait for it.
  const seeding = performance.now();
  await sandbox.seeded;
  console.log(`Marketplace ready (${((performance.now() - seeding) / 1000).toFixed(1)} s)`);
  if (values['bulk-investor'] !== undefined) {
    console.log(await addBulkInvestor(sandbox, Number(values['bulk-investor'])));
  }

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
