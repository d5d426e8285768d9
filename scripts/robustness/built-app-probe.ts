/**
 * Child process of the built-app check: imports the bundle's main entry (out/main/index.js)
 * with `electron` mapped to built-app-electron.ts and keytar absent, no API configured (so the
 * embedded sandbox starts), waits until a window is created and loads the app, finds the
 * sandbox's origin in main's log and asks its health endpoint. Prints one JSON line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { PROBE_MARKER } from '../bench/main-start-marker.ts';
import type * as FakeModule from './built-app-electron.ts';

const FAKE = new URL('./built-app-electron.ts', import.meta.url).href;
const NO_KEYTAR = 'data:text/javascript,throw new Error("keytar is absent in the probe")';
const BUNDLE = new URL('../../out/main/index.js', import.meta.url).href;
const SERVING = /serving the marketplace API at (http:\/\/127\.0\.0\.1:\d+)/;
const TIMEOUT_MS = 90_000;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return { url: FAKE, shortCircuit: true };
    if (specifier === 'keytar') return { url: NO_KEYTAR, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

const userData = process.env.ROBUSTNESS_USER_DATA ?? '';
const fake = (await import(FAKE)) as typeof FakeModule;

function sandboxOrigin(): string | null {
  const folder = join(userData, 'logs');
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return null;
  }
  for (const file of files) {
    const match = SERVING.exec(readFileSync(join(folder, file), 'utf8'));
    if (match?.[1]) return match[1];
  }
  return null;
}

interface ProbeResult {
  windowUrl: string | null;
  health: number | null;
  error: string | null;
}
const result: ProbeResult = { windowUrl: null, health: null, error: null };
try {
  await import(BUNDLE);
  const deadline = Date.now() + TIMEOUT_MS;
  let origin: string | null = null;
  while (Date.now() < deadline && (fake.windows[0]?.url == null || origin === null)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    origin = sandboxOrigin();
  }
  result.windowUrl = fake.windows[0]?.url ?? null;
  if (origin !== null) result.health = (await fetch(`${origin}/__sandbox/health`)).status;
} catch (error) {
  result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
}
process.stdout.write(`${PROBE_MARKER}${JSON.stringify(result)}\n`);
process.exit(0);
