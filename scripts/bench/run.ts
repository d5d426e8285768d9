/**
 * `npm run bench`: the speed figures of issue 8 §4 and issue 11 §8, measured in one run and
 * printed as one table (figure, value, target, pass/fail), with ratios against a bare baseline
 * where a time alone would be noise. Options: see USAGE (`npm run bench -- --help`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { earliestDate, helsinkiToday } from '#shared/domain/date-range.ts';
import { buildBarePage } from './bare-page.ts';
import { withDeadline } from './deadline.ts';
import { ratio } from './stats.ts';
import {
  launchChromium,
  measurePaint,
  measureRequests,
  measureTransactionLoads,
} from './browser-figures.ts';
import { measureBundle } from './bundle-figures.ts';
import { measureCsvApart } from './csv-figures.ts';
import { measureKpis } from './kpi-figures.ts';
import { measureMainStart } from './main-start-figures.ts';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
import { startStaticServer } from './static-server.ts';
import { measureTaxStatement } from './tax-statement-figures.ts';
import { runProbe } from './probe.ts';
import {
  anyFailed,
  formatTable,
  judged,
  judgedSpread,
  kibibytes,
  mebibytes,
  milliseconds,
  noted,
  notedSpread,
  perSecond,
  ratioText,
  seconds,
  type Figure,
} from './table.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORLD_BUILD_PROBE = fileURLToPath(new URL('./world-build-probe.ts', import.meta.url));
const WEB_DIR = `${ROOT}dist-web`;
const WORK_DIR = `${ROOT}dist/bench`;
const BARE_BASE = '/__bare/';
const DASHBOARD = '/dashboard/investor';
const PORTFOLIO = '/dashboard/investor/fair-credit-portfolio';
const LOGIN = '/login';

const bulkAnswer = z.object({
  deposit_id: z.string(),
  token: z.string(),
  seconds: z.number(),
  transactions: z.number(),
});

const USAGE = `npm run bench [-- options]

  --only main-start     only main's start figures (no build, sandbox or browser; seconds)
  --only tax            only the tax statement's figures (no build, sandbox or browser)
  --main-start-runs N   cold runs of main's start, each a fresh process (5)
  --skip-main-start     leave main's start figures out
  --transactions N      the bulk investor's transactions (1000000)
  --pairs N             page loads, alternating with the bare page (11)
  --list-loads N        loads of the portfolio page for the list's and the start's figures (5)
  --csv-pairs N         CSV downloads (2)
  --skip-build          use the existing web build
  --web-dir DIR         a web build elsewhere (with --skip-build)
  --skip-browser        no page-load, request or list figures
  --skip-csv            no CSV figures
  --tax-entries N       entries in the tax statement's year (1000000)
  --skip-tax            no tax statement figures
  --help                this text`;

const ONLY = ['main-start', 'tax'] as const;
const KPI_RUNS = 5;

const { values: options } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h', default: false },
    only: { type: 'string' },
    'main-start-runs': { type: 'string', default: '5' },
    'skip-main-start': { type: 'boolean', default: false },
    transactions: { type: 'string', default: '1000000' },
    pairs: { type: 'string', default: '11' },
    'skip-build': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-csv': { type: 'boolean', default: false },
    'web-dir': { type: 'string', default: WEB_DIR },
    'csv-pairs': { type: 'string', default: '2' },
    'list-loads': { type: 'string', default: '5' },
    'tax-entries': { type: 'string', default: '1000000' },
    'skip-tax': { type: 'boolean', default: false },
  },
});

function log(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

function buildWeb(): void {
  log('building web mode (vite build)…');
  const vite = `${ROOT}node_modules/vite/bin/vite.js`;
  const args = [vite, 'build', '--configLoader', 'native', '--config', 'vite.web.config.ts'];
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function engineFigures(sandbox: SandboxProcess): Promise<Figure[]> {
  log('building the seeded world in a fresh database, in a fresh process…');
  const { seconds: build } = runProbe(WORLD_BUILD_PROBE, [], z.object({ seconds: z.number() }));
  log('resetting the sandbox twice…');
  const first = await timed(() => sandbox.control('reset'));
  const second = await timed(() => sandbox.control('reset'));
  return [
    noted('engine: build the seeded world (2020 to today)', seconds(build)),
    noted('engine: sandbox reset (POST /__sandbox/reset)', seconds(first)),
    noted('engine: another sandbox reset', seconds(second)),
  ];
}

async function main(): Promise<void> {
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const mainStartRuns = Number(options['main-start-runs']);
  if (!Number.isInteger(mainStartRuns) || mainStartRuns < 1) {
    throw new Error('--main-start-runs must be a whole number ≥ 1');
  }
  const taxEntries = Number(options['tax-entries']);
  if (!Number.isInteger(taxEntries) || taxEntries < 40_000) {
    throw new Error('--tax-entries must be a whole number ≥ 40000 (the loss table needs them)');
  }
  if (options.only !== undefined) {
    if (!(ONLY as readonly string[]).includes(options.only)) {
      throw new Error(`--only takes one of: ${ONLY.join(', ')}`);
    }
    const figures =
      options.only === 'tax'
        ? measureTaxStatement(taxEntries, log)
        : await measureMainStart(mainStartRuns, log);
    console.log(formatTable(figures));
    if (anyFailed(figures)) process.exitCode = 1;
    return;
  }
  const transactions = Number(options.transactions);
  const pairs = Number(options.pairs);
  const listLoads = Number(options['list-loads']);
  if (!Number.isInteger(listLoads) || listLoads < 1) {
    throw new Error('--list-loads must be a whole number ≥ 1');
  }
  const webDir = options['web-dir'];
  if (!options['skip-build']) buildWeb();
  if (!existsSync(`${webDir}/index.html`)) throw new Error(`${webDir} has no build`);

  // Before the sandbox starts: these figures are the machine's alone.
  const figures: Figure[] = options['skip-tax'] ? [] : measureTaxStatement(taxEntries, log);
  const sandbox = await startSandboxProcess();
  try {
    figures.push(...(await engineFigures(sandbox)));

    log(`creating the bulk investor (${transactions} transactions)…`);
    const bulk = bulkAnswer.parse(await sandbox.control('bulk-investor', { transactions }));
    figures.push(
      noted(`bulk investor: ${bulk.transactions} entries inserted`, seconds(bulk.seconds)),
    );
    const health = z
      .object({ now: z.string() })
      .parse(await (await fetch(`${sandbox.url}/__sandbox/health`)).json());
    const today = helsinkiToday(new Date(health.now));
    const range = { from: earliestDate(today), to: today };

    log('the bulk deposit’s KPIs for five years…');
    const kpisMs = await measureKpis(
      { origin: sandbox.url, token: bulk.token, depositId: bulk.deposit_id, ...range },
      KPI_RUNS,
    );
    figures.push(
      judged(
        `sandbox: a deposit's KPIs, five years (median of ${KPI_RUNS})`,
        kpisMs,
        milliseconds,
        '<=',
        50,
      ),
    );

    if (!options['skip-csv']) {
      log('CSV through the download service and the bare copy, in a fresh process…');
      const csv = measureCsvApart(
        {
          origin: sandbox.url,
          token: bulk.token,
          apiPath: `api/investor/deposit/${bulk.deposit_id}/transaction/download`,
          query: { from_date: range.from, to_date: range.to, type: 'ALL' },
        },
        Number(options['csv-pairs']),
      );
      const serviceRate = csv.rows / (csv.serviceMs / 1000);
      const bareRate = csv.rows / (csv.bareMs / 1000);
      figures.push(
        noted(`CSV: rows (${mebibytes(csv.bytes)})`, String(csv.rows)),
        noted('CSV: download service rows/s', perSecond(serviceRate)),
        noted('CSV: bare fetch-to-file rows/s', perSecond(bareRate)),
        judged('CSV: service ÷ bare copy (rows/s)', serviceRate / bareRate, ratioText, '>=', 0.8),
        judged('CSV: peak RSS rise', csv.rssRise, mebibytes, '<=', 64 * 1_048_576),
        judged('CSV: event-loop delay, p99', csv.p99LoopDelayMs, milliseconds, '<=', 20),
        noted('CSV: event-loop delay, p99, bare copy', milliseconds(csv.bareP99LoopDelayMs)),
        noted(
          'CSV: event-loop delay, max (shared CPU: scheduler stalls too)',
          milliseconds(csv.maxLoopDelayMs),
        ),
      );
    }

    const bundle = measureBundle(webDir);
    figures.push(
      judged(
        `entry chunk, gzipped (${bundle.entry})`,
        bundle.entryGzip,
        kibibytes,
        '<=',
        170 * 1024,
      ),
      noted('entry + preloaded chunks, gzipped', kibibytes(bundle.initialGzip)),
    );

    if (!options['skip-browser']) {
      log('building the bare React page…');
      const bareDir = await buildBarePage(WORK_DIR, BARE_BASE);
      const server = await startStaticServer(
        [
          { prefix: '/', dir: webDir },
          { prefix: BARE_BASE, dir: bareDir },
        ],
        sandbox.url,
      );
      const browser = await launchChromium();
      try {
        const bare = `${server.origin}${BARE_BASE}`;
        log(`first contentful paint, ${pairs} alternating pairs each…`);
        const login = await measurePaint(browser, `${server.origin}${LOGIN}`, bare, pairs);
        const dashboard = await measurePaint(
          browser,
          `${server.origin}${DASHBOARD}`,
          bare,
          pairs,
          bulk.token,
        );
        figures.push(
          noted('FCP: bare React page (median)', milliseconds(dashboard.bareMs)),
          noted(
            'bare React page: longest main-thread task (median)',
            milliseconds(dashboard.bareLongestTaskMs),
          ),
          noted('FCP: login page (median)', milliseconds(login.appMs)),
          noted('login page: its heading shown (median)', milliseconds(login.appHeadingMs)),
          judged('FCP: login ÷ bare', login.ratio, ratioText, '<=', 1.1),
          noted('FCP: investor dashboard (median)', milliseconds(dashboard.appMs)),
          judged(
            'investor dashboard: its heading shown (median)',
            dashboard.appHeadingMs,
            milliseconds,
            '<=',
            1500,
          ),
          judged('FCP: investor dashboard ÷ bare', dashboard.ratio, ratioText, '<=', 1.1),
        );

        log('the dashboard’s requests…');
        const requests = await measureRequests(browser, `${server.origin}${DASHBOARD}`, bulk.token);
        figures.push(
          judged('dashboard: API requests', requests.requests.length, String, '<=', 4),
          noted('dashboard: request waves, with the session’s profile', String(requests.waves)),
          judged('dashboard: request waves after the profile', requests.pageWaves, String, '<=', 1),
          judged('dashboard: repeated requests', requests.repeated.length, String, '<=', 0),
        );
        for (const r of requests.requests) log(`  ${r.method} ${r.url}`);
        for (const repeat of requests.repeated) log(`  repeated: ${repeat}`);

        log(`the five-year transaction list, ${listLoads} loads…`);
        const list = await measureTransactionLoads(
          browser,
          `${server.origin}${PORTFOLIO}`,
          bulk.token,
          range,
          listLoads,
        );
        if (list === undefined) {
          figures.push(
            {
              name: 'list: first 16 rows ÷ bare fetch+parse',
              value: 'n/a (page missing)',
              target: '≤ 1.50×',
              pass: null,
            },
            {
              name: 'list: longest main-thread task while it loads',
              value: 'n/a (page missing)',
              target: '≤ 50 ms',
              pass: null,
            },
          );
        } else {
          const loads = list.figures;
          const of = `(median of ${list.loads}, lowest–highest)`;
          figures.push(
            judgedSpread(`list: first 16 rows ${of}`, loads.firstRowsMs, milliseconds, '<=', 1000),
            noted('list: bare fetch + JSON.parse (median)', milliseconds(loads.bareMs.median)),
            noted(
              'list: bare fetch, first byte (median)',
              milliseconds(loads.bareFirstByteMs.median),
            ),
            judged(
              'list: first 16 rows ÷ bare fetch+parse (medians)',
              ratio(loads.firstRowsMs.median, loads.bareMs.median),
              ratioText,
              '<=',
              1.5,
            ),
            notedSpread(
              `list: the app's answer, first byte ${of}`,
              loads.answerFirstByteMs,
              milliseconds,
            ),
            judgedSpread(
              `list: request to first 16 rows ${of} (target: 1.2 × the answer's first byte + 100 ms)`,
              loads.requestToRowsMs,
              milliseconds,
              '<=',
              1.2 * loads.answerFirstByteMs.median + 100,
            ),
            judgedSpread(
              `page start: longest main-thread task ${of}`,
              loads.bootLongestTaskMs,
              milliseconds,
              '<=',
              50,
            ),
            judgedSpread(
              `list: longest main-thread task while it loads ${of}`,
              loads.longestTaskMs,
              milliseconds,
              '<=',
              50,
            ),
          );
        }
      } catch (error) {
        // Said at once: the clean-up below may itself wait.
        log(`the browser's figures stopped: ${messageOf(error)}`);
        throw error;
      } finally {
        // A browser or a server that stopped answering must not hold the bench's end.
        const logFailure = (error: unknown) => log(messageOf(error));
        await withDeadline('closing the browser', 30_000, () => browser.close()).catch(logFailure);
        await withDeadline("closing the browser's server", 30_000, () => server.close()).catch(
          logFailure,
        );
      }
    }
  } finally {
    await sandbox.stop();
  }
  if (!options['skip-main-start']) figures.push(...(await measureMainStart(mainStartRuns, log)));
  console.log(formatTable(figures));
  // A missed target fails the run, so that a script or a person running it three times sees it.
  if (anyFailed(figures)) process.exitCode = 1;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
