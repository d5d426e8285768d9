/**
 * Child process of the bench (main-start-figures.ts): imports main's entry, src/main/index.ts,
 * with `electron` mapped to fake-electron.ts and keytar absent, and prints one JSON line:
 * modules loaded, the import's time against importing an empty module first, and the time the
 * whenReady handlers took. A fresh process per run, so every import is cold. With
 * BENCH_FIRST_LAUNCH (no API configured, a fresh data folder): also when the window came, how
 * long main's event loop stalled at most from then until the embedded sandbox's world was
 * committed (first-launch.ts), and when that was.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Nothing that main imports may load before counting starts (it would not be counted).
import { PROBE_MARKER } from './main-start-marker.ts';
import { watchFirstLaunch, type FirstLaunch } from './first-launch.ts';
import type * as FakeElectronModule from './fake-electron.ts';

type FakeElectron = typeof FakeElectronModule;

const FAKE_ELECTRON = new URL('./fake-electron.ts', import.meta.url).href;
// The vault falls back to safeStorage, then memory, when keytar cannot load.
const NO_KEYTAR = 'data:text/javascript,throw new Error("keytar is absent in the bench")';
// The built bundle when the bench names one (BENCH_MAIN_ENTRY), else the source.
const MAIN_ENTRY = process.env.BENCH_MAIN_ENTRY
  ? pathToFileURL(process.env.BENCH_MAIN_ENTRY).href
  : new URL('../../src/main/index.ts', import.meta.url).href;
const OUR_SOURCES = new URL('../../src/', import.meta.url).href;

const loaded = new Set<string>();
let counting = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return { url: FAKE_ELECTRON, shortCircuit: true };
    if (specifier === 'keytar') return { url: NO_KEYTAR, shortCircuit: true };
    const resolved = nextResolve(specifier, context);
    if (counting && !resolved.url.startsWith('node:')) loaded.add(resolved.url);
    return resolved;
  },
});

const dir = mkdtempSync(join(tmpdir(), 'vertaislaina-bench-'));
const empty = join(dir, 'empty.mjs');
writeFileSync(empty, '');

const timeImport = async (url: string): Promise<number> => {
  const started = performance.now();
  await import(url);
  return performance.now() - started;
};

const bareMs = await timeImport(pathToFileURL(empty).href);
// The fake is the bench's, not main's: loaded before counting starts.
const { readyHandlers, windowEvents } = (await import(FAKE_ELECTRON)) as FakeElectron;
let beforeWindow: number | null = null;
let windowAt: number | null = null;
windowEvents.onCreate = () => {
  beforeWindow ??= loaded.size;
  windowAt ??= performance.now();
};
counting = true;
const startedAt = performance.now();
const importMs = await timeImport(MAIN_ENTRY);
const modules = loaded.size;
const own = [...loaded].filter((url) => url.startsWith(OUR_SOURCES)).length;

// Still counting: what the whenReady handlers import before they create the window counts too.
const outcomes = await Promise.allSettled(readyHandlers.settled);
counting = false;
const finishedAt = performance.now();
const failed = outcomes.find((o) => o.status === 'rejected');
const readyMs = readyHandlers.startedAt === null ? null : finishedAt - readyHandlers.startedAt;
const windowMs = windowAt === null ? null : windowAt - startedAt;
const firstLaunch: FirstLaunch | null =
  process.env.BENCH_FIRST_LAUNCH && process.env.VERTAISLAINA_DATA_DIR && windowAt !== null
    ? await watchFirstLaunch(join(process.env.VERTAISLAINA_DATA_DIR, 'sandbox.sqlite'), windowAt)
    : null;

// main logs to stdout too: the result has its own marker.
process.stdout.write(
  `${PROBE_MARKER}${JSON.stringify({
    bareMs,
    importMs,
    modules,
    own,
    beforeWindow,
    windowMs,
    firstLaunch,
    readyMs,
    error: failed ? String(failed.reason) : null,
  })}\n`,
);
// The started services (timers, servers) would keep the process alive.
process.exit(0);
