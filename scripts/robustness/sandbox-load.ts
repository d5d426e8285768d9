/**
 * The sandbox under load: `clients` concurrent clients for `seconds`, each signing in by SMS
 * and then, at random, reading the KPIs and the transaction list, withdrawing 1 €, signing in
 * again or moving the clock an hour. Every answer is classified (load-classify.ts); afterwards
 * the sandbox stops and the ledger's conservation is checked on its database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { addDays } from '#shared/domain/finance/index.ts';
import { openDatabase } from '../../src/sandbox/db/database.ts';
import { conservationViolations } from './conservation.ts';
import { classify, type Verdict } from './load-classify.ts';
import { startSandboxProcess, type SandboxProcess } from '../bench/sandbox-process.ts';

export interface LoadOutcome {
  requests: number;
  counts: Record<Verdict, number>;
  outside: string[];
  conservation: string[];
}

const personas = z.object({
  personas: z.array(z.object({ id: z.string(), phone: z.string().nullable() })),
});
const sms = z.object({ messages: z.array(z.object({ code: z.string() })) });
const token = z.object({ data: z.object({ token: z.string() }) });
const user = z.object({
  data: z.object({ deposits: z.array(z.object({ mambu_deposit_id: z.string() })).optional() }),
});
const health = z.object({ now: z.string() });

interface Call {
  status: number | null;
  body: unknown;
}

class Client {
  private tokenValue: string | null = null;
  private deposit: string | null = null;
  private readonly sandbox: SandboxProcess;
  private readonly phone: string;
  private readonly record: (what: string, call: Call) => void;

  constructor(sandbox: SandboxProcess, phone: string, record: (what: string, call: Call) => void) {
    this.sandbox = sandbox;
    this.phone = phone;
    this.record = record;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Call> {
    let result: Call;
    try {
      const response = await fetch(`${this.sandbox.url}/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(this.tokenValue ? { authorization: `Bearer ${this.tokenValue}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // a CSV or an empty body
      }
      result = { status: response.status, body: parsed };
    } catch (error) {
      result = { status: null, body: String(error) };
    }
    this.record(`${method} ${path.split('?')[0]}`, result);
    return result;
  }

  async login(): Promise<void> {
    this.tokenValue = null;
    await this.call('POST', 'api/auth/sms/login', { mobile_phone: this.phone });
    const outbox = await fetch(
      `${this.sandbox.url}/__sandbox/sms?phone=${encodeURIComponent(this.phone)}`,
    );
    const code = sms.safeParse(await outbox.json()).data?.messages.at(-1)?.code ?? '0000';
    const verify = await this.call('POST', 'api/auth/sms/verify', {
      code,
      mobile_phone: this.phone,
      language: 'fi',
    });
    this.tokenValue = token.safeParse(verify.body).data?.data.token ?? null;
    if (this.tokenValue === null) return;
    const profile = await this.call('GET', 'api/user');
    this.deposit = user.safeParse(profile.body).data?.data.deposits?.[0]?.mambu_deposit_id ?? null;
  }

  async step(today: string): Promise<void> {
    const roll = Math.random();
    if (this.tokenValue === null || roll < 0.05) return this.login();
    if (roll < 0.08) return void (await this.sandbox.control('clock', { advanceSeconds: 3600 }));
    if (this.deposit === null) return void (await this.call('GET', 'api/user'));
    const range = `from_date=${addDays(today, -365)}&to_date=${today}`;
    const base = `api/investor/deposit/${this.deposit}`;
    if (roll < 0.45) return void (await this.call('GET', `${base}?${range}`));
    if (roll < 0.8) return void (await this.call('GET', `${base}/transaction?${range}&type=ALL`));
    await this.call('POST', `${base}/withdraw`, { amount: 1 });
  }
}

export async function checkSandboxLoad(
  clients: number,
  seconds: number,
  log: (message: string) => void,
): Promise<LoadOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'robustness-load-'));
  const dbPath = join(dir, 'sandbox.sqlite');
  log('load: starting a sandbox (it builds the seeded world)…');
  const sandbox = await startSandboxProcess(dbPath);
  const outcome: LoadOutcome = {
    requests: 0,
    counts: { ok: 0, catalogue: 0, outside: 0 },
    outside: [],
    conservation: [],
  };
  const record = (what: string, call: Call) => {
    outcome.requests += 1;
    const verdict = classify(call.status, call.body);
    outcome.counts[verdict] += 1;
    const text = `${what} → ${call.status ?? 'no answer'} ${JSON.stringify(call.body).slice(0, 120)}`;
    if (verdict === 'outside' && outcome.outside.length < 8 && !outcome.outside.includes(text))
      outcome.outside.push(text);
  };
  try {
    const phones = personas
      .parse(await (await fetch(`${sandbox.url}/__sandbox/personas`)).json())
      .personas.flatMap((p) => (p.phone === null ? [] : [p.phone]));
    log(`load: ${clients} clients for ${seconds} s over ${phones.length} personas…`);
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        const client = new Client(sandbox, phones[i % phones.length] ?? '', record);
        while (Date.now() < deadline) {
          const now = health.parse(await (await fetch(`${sandbox.url}/__sandbox/health`)).json());
          try {
            await client.step(helsinkiToday(new Date(now.now)));
          } catch (error) {
            record('control', { status: null, body: String(error) });
          }
        }
      }),
    );
  } finally {
    await sandbox.stop();
  }
  const db = await openDatabase(dbPath);
  try {
    outcome.conservation = conservationViolations(db);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome;
}
