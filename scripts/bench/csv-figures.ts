import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createDownloadService } from '../../src/main/downloads/download-service.ts';
import { fakeNet } from '../../src/main/downloads/test-fakes.ts';
import { silentLogger } from '../../src/main/log.ts';
import type { DownloadResult } from '#shared/bridge.ts';
import { runProbe } from './probe.ts';
import { sampled, type Sampled } from './sampling.ts';
import { alternate, median } from './stats.ts';

const PROBE = fileURLToPath(new URL('./csv-probe.ts', import.meta.url));

const csvTarget = z.object({
  origin: z.string(),
  token: z.string(),
  apiPath: z.string(),
  query: z.record(z.string(), z.string()),
});
export type CsvTarget = z.infer<typeof csvTarget>;

export const csvProbeInput = z.object({ target: csvTarget, pairs: z.number().int().min(1) });

const csvFigures = z.object({
  rows: z.number(),
  bytes: z.number(),
  serviceMs: z.number(),
  bareMs: z.number(),
  /** The highest of the service's runs. */
  rssRise: z.number(),
  maxLoopDelayMs: z.number(),
  /** The median of the service's runs. */
  p99LoopDelayMs: z.number(),
  /** The same during the bare copies: what the machine itself adds. */
  bareP99LoopDelayMs: z.number(),
});
export type CsvFigures = z.infer<typeof csvFigures>;

/** Data lines of a CSV file (its line ends less the header's). */
async function dataRows(path: string): Promise<{ rows: number; bytes: number }> {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    for (let i = buffer.indexOf(10); i !== -1; i = buffer.indexOf(10, i + 1)) lines += 1;
  }
  return { rows: Math.max(0, lines - 1), bytes };
}

/** The baseline: Node's fetch streamed to a file, nothing else. */
async function bareCopy(target: CsvTarget, path: string): Promise<void> {
  const url = new URL(`/${target.apiPath}`, target.origin);
  for (const [key, value] of Object.entries(target.query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { authorization: `Bearer ${target.token}` } });
  if (!response.ok || !response.body) throw new Error(`bare copy: HTTP ${response.status}`);
  await pipeline(Readable.fromWeb(response.body), createWriteStream(path));
}

/**
 * The transaction CSV saved by main's download service (Electron's net replaced by the Node
 * fake the unit tests use, the save dialog by a fixed folder), against a bare copy of the same
 * URL, in alternating pairs (medians); the service's runs are sampled for RSS and event-loop
 * delay. Both sides overwrite their file, so the folder holds one copy of each.
 */
export async function measureCsv(target: CsvTarget, pairs: number): Promise<CsvFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-csv-'));
  try {
    const service = createDownloadService({
      request: fakeNet().request,
      apiOrigin: () => target.origin,
      authorization: (url) => (url.startsWith(target.origin) ? `Bearer ${target.token}` : null),
      chooseTarget: () =>
        Promise.resolve({ folder: dir, fileName: 'service.csv', overwrite: true }),
      rememberFolder: () => {},
      onProgress: () => {},
      onUnauthorized: () => {},
      log: silentLogger,
    });
    const bare = join(dir, 'bare.csv');
    const serviceRuns: Sampled<DownloadResult>[] = [];
    const bareRuns: Sampled<void>[] = [];
    for (const side of alternate('bare', 'service', pairs)) {
      if (side === 'bare') {
        bareRuns.push(await sampled(() => bareCopy(target, bare)));
        continue;
      }
      const run = await sampled(() =>
        service.save({
          kind: 'csv',
          apiPath: target.apiPath,
          query: target.query,
          suggestedName: 'service.csv',
        }),
      );
      if (run.result.status !== 'saved') {
        throw new Error(`download service: ${JSON.stringify(run.result)}`);
      }
      serviceRuns.push(run);
    }
    const saved = await dataRows(join(dir, 'service.csv'));
    const copied = await dataRows(bare);
    if (saved.bytes !== copied.bytes) {
      throw new Error(`The service saved ${saved.bytes} bytes, the bare copy ${copied.bytes}`);
    }
    return {
      rows: saved.rows,
      bytes: saved.bytes,
      serviceMs: median(serviceRuns.map((run) => run.ms)),
      bareMs: median(bareRuns.map((run) => run.ms)),
      rssRise: Math.max(...serviceRuns.map((run) => run.rssRise)),
      maxLoopDelayMs: Math.max(...serviceRuns.map((run) => run.maxLoopDelayMs)),
      p99LoopDelayMs: median(serviceRuns.map((run) => run.p99LoopDelayMs)),
      bareP99LoopDelayMs: median(bareRuns.map((run) => run.p99LoopDelayMs)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `measureCsv` in a process of its own (csv-probe.ts). Main's event loop is what the figures are
 * about, and main holds none of what the bench's process does (Playwright's client, the results
 * so far): a larger heap makes each of the major collections that run while the file streams
 * longer, and those are the loop's longest stalls.
 */
export function measureCsvApart(target: CsvTarget, pairs: number): CsvFigures {
  const input: z.infer<typeof csvProbeInput> = { target, pairs };
  return runProbe(PROBE, [JSON.stringify(input)], csvFigures);
}
