import type { APIRequestContext } from '@playwright/test';

export interface Persona {
  id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  role: string;
  description: string;
  username?: string;
  password?: string;
}

export interface Fault {
  method: string;
  path: string;
  status: number;
  body?: unknown;
  times?: number;
  delayMs?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

async function json<T>(response: {
  ok(): boolean;
  status(): number;
  json(): Promise<unknown>;
  url(): string;
}): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The sandbox control API (`/__sandbox`), reached through the web server's same-origin proxy. */
export class SandboxControl {
  private personaCache: Persona[] | null = null;

  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.request = request;
  }

  async reset(): Promise<void> {
    await json(await this.request.post('/__sandbox/reset'));
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
    await json(await this.request.post('/__sandbox/clock', { data: { advanceSeconds: seconds } }));
  }

  async fault(fault: Fault): Promise<void> {
    await json(await this.request.post('/__sandbox/faults', { data: fault }));
  }

  async requests(): Promise<LoggedRequest[]> {
    return (
      await json<{ requests: LoggedRequest[] }>(await this.request.get('/__sandbox/requests'))
    ).requests;
  }
}
