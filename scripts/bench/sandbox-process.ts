import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { CONTROL_SECRET_HEADER } from '../../src/sandbox/control/secret.ts';

const CLI = fileURLToPath(new URL('../../src/sandbox/cli.ts', import.meta.url));
const LISTENING = /listening on (http:\/\/\S+)/;

/**
 * A sandbox in a process of its own on 127.0.0.1, port 0, so its database work never runs on the
 * caller's event loop: in memory for the bench, over a database file that the robustness checks
 * open afterwards.
 */
export interface SandboxProcess {
  url: string;
  secret: string;
  child: ChildProcess;
  /** A control call (`reset`, `bulk-investor`, …) with the secret; the JSON answer. */
  control(path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

export async function startSandboxProcess(dbPath = ':memory:'): Promise<SandboxProcess> {
  const secret = randomUUID();
  const child: ChildProcess = spawn(process.execPath, [CLI, '--port', '0', '--db', dbPath], {
    env: { ...process.env, SANDBOX_CONTROL_SECRET: secret, SANDBOX_REQUEST_LOG: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The sandbox exited (${code}): ${output}`)));
  });
  child.stdout?.resume();

  return {
    url,
    secret,
    child,
    async control(path, body) {
      const response = await fetch(`${url}/__sandbox/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CONTROL_SECRET_HEADER]: secret },
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok)
        throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
      return response.json();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
