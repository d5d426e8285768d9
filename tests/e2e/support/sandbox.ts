import type { APIRequestContext } from '@playwright/test';
import type { SandboxPersona as Persona } from '../../../src/shared/sandbox-control.ts';
import type { FaultSpec as Fault } from '../../../src/sandbox/http/faults.ts';
import { CONTROL_SECRET_HEADER } from '../../../src/sandbox/control/secret.ts';
import type { LoggedCall } from '../../contract/check-calls.ts';

async function json<T>(response: {
  ok(): boolean;
  status(): number;
  json(): Promise<unknown>;
  url(): string;
}): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The control secret the end-to-end run gave its web server's sandbox (playwright.config.ts). */
export function e2eControlSecret(): string {
  const secret = process.env.SANDBOX_CONTROL_SECRET;
  if (!secret) throw new Error('SANDBOX_CONTROL_SECRET is not set (see playwright.config.ts)');
  return secret;
}

/**
 * The sandbox control API (`/__sandbox`), reached through the web server's same-origin proxy
 * (or directly, in the Electron suite). Calls that change state send the control secret.
 */
export class SandboxControl {
  private personaCache: Persona[] | null = null;

  private readonly request: APIRequestContext;

  private readonly secret: string;

  constructor(request: APIRequestContext, secret: string) {
    this.request = request;
    this.secret = secret;
  }

  /** A state-changing call: JSON when it has a body (`data`), never a form or text. */
  private change(path: string, data?: object) {
    return this.request.post(path, {
      headers: { [CONTROL_SECRET_HEADER]: this.secret },
      ...(data === undefined ? {} : { data }),
    });
  }

  /** Reseeds; with `now`, the clock and the world start at that instant instead of real time. */
  async reset(now?: Date): Promise<void> {
    await json(
      await this.change(
        '/__sandbox/reset',
        now === undefined ? undefined : { now: now.toISOString() },
      ),
    );
  }

  async personas(): Promise<Persona[]> {
    this.personaCache ??= (
      await json<{ personas: Persona[] }>(await this.request.get('/__sandbox/personas'))
    ).personas;
    return this.personaCache;
  }

  async persona(id: string): Promise<Persona> {
    const found = (await this.personas()).find((p) => p.id === id);
    if (!found) throw new Error(`No sandbox persona ${id}`);
    return found;
  }

  /** The newest SMS code sent to a phone number. */
  async latestCode(phone: string): Promise<string> {
    const { messages } = await json<{ messages: Array<{ code: string }> }>(
      await this.request.get(`/__sandbox/sms?phone=${encodeURIComponent(phone)}`),
    );
    const last = messages.at(-1);
    if (!last) throw new Error(`No SMS sent to ${phone}`);
    return last.code;
  }

  async smsCount(phone: string): Promise<number> {
    const { messages } = await json<{ messages: unknown[] }>(
      await this.request.get(`/__sandbox/sms?phone=${encodeURIComponent(phone)}`),
    );
    return messages.length;
  }

  async advanceClock(seconds: number): Promise<void> {
    await json(await this.change('/__sandbox/clock', { advanceSeconds: seconds }));
  }

  async fault(fault: Fault): Promise<void> {
    await json(await this.change('/__sandbox/faults', fault));
  }

  async requests(): Promise<LoggedCall[]> {
    return (await json<{ requests: LoggedCall[] }>(await this.request.get('/__sandbox/requests')))
      .requests;
  }
}
