/**
 * `npm run check:robustness`: the robustness figures of issue 20 §4, measured in one run and
 * printed as one table (figure, value, target, pass/FAIL); exit 1 if any fails. Options: see
 * USAGE (`npm run check:robustness -- --help`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatTable, noted, type Figure } from '../bench/table.ts';
import { checkBuiltApp } from './built-app.ts';
import { readLocales, testFiles, unreached } from './catalogue-scan.ts';
import { checkDeepLinks } from './deep-link-check.ts';
import { checkDownloads } from './download-check.ts';
import { checkEngineKill } from './engine-kill.ts';
import { ERROR_CATALOGUE } from './error-catalogue.ts';
import { checkFileNames } from './file-name-check.ts';
import { checkLogs } from './log-check.ts';
import { checkSandboxLoad } from './sandbox-load.ts';
import { count, notRun, verdict } from './verdicts.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHECKS = [
  'deep-links',
  'file-names',
  'downloads',
  'logs',
  'load',
  'engine-kill',
  'built-app',
  'catalogue',
] as const;
type Check = (typeof CHECKS)[number];

const USAGE = `npm run check:robustness [-- options]

  --only a,b          only these checks (${CHECKS.join(', ')})
  --links N           hostile deep links (10000)
  --names N           hostile file names (10000)
  --clients N         concurrent sandbox clients (50)
  --duration S        seconds of load (60)
  --kills N           engine kills (3)
  --seed N            seed of the generated links and names (20)
  --skip-build        load the existing out/ instead of running npm run build
  --results DIR       the end-to-end run's results folder (test-results)
  --help              this text`;

const { values: options } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h', default: false },
    only: { type: 'string' },
    links: { type: 'string', default: '10000' },
    names: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    kills: { type: 'string', default: '3' },
    seed: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
    results: { type: 'string', default: join(ROOT, 'test-results') },
  },
});

function log(message: string): void {
  process.stderr.write(`robustness: ${message}\n`);
}

function whole(
  name: 'links' | 'names' | 'clients' | 'duration' | 'kills' | 'seed',
  min: number,
): number {
  const n = Number(options[name]);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return n;
}

function selected(): Set<Check> {
  if (options.only === undefined) return new Set(CHECKS);
  const names = options.only.split(',').map((s) => s.trim());
  for (const name of names)
    if (!(CHECKS as readonly string[]).includes(name)) throw new Error(`unknown check: ${name}`);
  return new Set(CHECKS.filter((check) => names.includes(check)));
}

function deepLinks(): Figure[] {
  const n = whole('links', 1);
  log(`deep links: ${n} hostile links through the parser and main's router…`);
  const outcome = checkDeepLinks(n, whole('seed', 0));
  for (const example of outcome.examples) log(`  accepted outside the allowlist: ${example}`);
  return [
    count(`deep links: accepted outside the allowlist (of ${outcome.links})`, outcome.outside, 0),
    noted(
      'deep links: parsed as an allowed route / delivered',
      `${outcome.parsed} / ${outcome.delivered}`,
    ),
  ];
}

async function fileNames(): Promise<Figure[]> {
  const n = whole('names', 1);
  log(`file names: ${n} hostile names through the target chooser into a temp folder…`);
  const outcome = await checkFileNames(n, whole('seed', 0));
  for (const failure of outcome.failures) log(`  not saved: ${failure}`);
  return [
    count(`file names: writes outside the chosen folder (of ${outcome.names})`, outcome.outside, 0),
    count('file names: names over 200 bytes (UTF-8)', outcome.overLong, 0),
    count('file names: names not saved', outcome.names - outcome.saved, 0),
    noted('file names: longest saved name', `${outcome.longestBytes} bytes`),
  ];
}

async function downloads(): Promise<Figure[]> {
  log('downloads: abort, 401, 500, reset, disk full and read-only folder mid-CSV…');
  const cases = await checkDownloads();
  const figures: Figure[] = [];
  for (const c of cases) {
    const reason = c.result.status === 'failed' ? `failed(${c.result.reason})` : c.result.status;
    figures.push(
      verdict(
        `downloads: ${c.name}: partial files left / user told`,
        `${c.leftBehind.length} / ${reason}`,
        '0 / failed(reason)',
        c.leftBehind.length === 0 && c.told,
      ),
    );
  }
  return figures;
}

async function logs(): Promise<Figure[]> {
  log('logs: the last end-to-end run’s logs and a diagnostics zip made from them…');
  const outcome = await checkLogs(options.results);
  const name = 'logs: tokens, SMS codes, states, henkilötunnus found';
  if (!outcome.ran) {
    log(`  ${outcome.reason}`);
    return [notRun(name, outcome.reason, '0')];
  }
  for (const source of outcome.sources) log(`  searched ${source}`);
  for (const leak of outcome.leaks.slice(0, 10)) log(`  leak in ${leak.source}: ${leak.excerpt}`);
  return [
    count(`${name} (${outcome.secrets} values)`, outcome.leaks.length, 0),
    noted('logs: sources searched', String(outcome.sources.length)),
  ];
}

async function load(): Promise<Figure[]> {
  const outcome = await checkSandboxLoad(whole('clients', 1), whole('duration', 1), log);
  for (const line of outcome.outside) log(`  outside the catalogue: ${line}`);
  for (const line of outcome.conservation) log(`  conservation: ${line}`);
  return [
    count(
      `load: answers outside the catalogue (of ${outcome.requests}; ${outcome.counts.catalogue} in it)`,
      outcome.counts.outside,
      0,
    ),
    count('load: conservation violations afterwards', outcome.conservation.length, 0),
  ];
}

async function engineKill(): Promise<Figure[]> {
  const rounds = await checkEngineKill(whole('kills', 1), log);
  return rounds.map((round, i) => {
    const ok =
      round.integrity === 'ok' &&
      round.sameAsUninterrupted &&
      round.entriesAfterLastDay === 0 &&
      round.conservation.length === 0 &&
      round.continued;
    for (const line of round.conservation) log(`  conservation: ${line}`);
    return verdict(
      `engine kill ${i + 1} (${round.lastLine}): opens / day whole / conserved / goes on`,
      [
        round.integrity,
        round.sameAsUninterrupted && round.entriesAfterLastDay === 0 ? round.lastDay : 'torn',
        round.conservation.length === 0 ? 'yes' : 'no',
        round.continued ? 'yes' : 'no',
      ].join(' / '),
      'ok / whole / yes / yes',
      ok,
    );
  });
}

function builtApp(): Figure[] {
  const outcome = checkBuiltApp(!options['skip-build'], log);
  if (outcome.error !== null) log(`  ${outcome.error}`);
  return [
    verdict(
      'built app: window created and loads / sandbox answers',
      `${outcome.windowUrl ?? 'no window'} / ${outcome.health ?? 'no answer'}`,
      'app://vertaislaina/ / 200',
      outcome.windowUrl === 'app://vertaislaina/' && outcome.health === 200,
    ),
    noted('built app: time to window and sandbox', `${outcome.seconds.toFixed(1)} s`),
  ];
}

function catalogue(): Figure[] {
  log('catalogue: the spec’s errors and messages against the test files…');
  const files = testFiles(ROOT, ['src', 'tests', 'scripts'], join(ROOT, 'scripts/robustness'));
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const locales = readLocales(join(ROOT, 'src/renderer/src/i18n/locales'));
  const missing = unreached(ERROR_CATALOGUE, locales, texts);
  for (const entry of missing) log(`  reached by no test: ${entry.name} (${entry.spec})`);
  return [
    count(
      `catalogue: entries no test reaches (of ${ERROR_CATALOGUE.length}, ${files.length} test files)`,
      missing.length,
      0,
    ),
    ...missing.map((entry) => noted(`  not reached: ${entry.name}`, entry.spec)),
  ];
}

const RUNNERS: Record<Check, () => Figure[] | Promise<Figure[]>> = {
  'deep-links': deepLinks,
  'file-names': fileNames,
  downloads,
  logs,
  load,
  'engine-kill': engineKill,
  'built-app': builtApp,
  catalogue,
};

async function main(): Promise<void> {
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const checks = selected();
  const figures: Figure[] = [];
  for (const check of CHECKS) {
    if (!checks.has(check)) continue;
    try {
      figures.push(...(await RUNNERS[check]()));
    } catch (error) {
      log(
        `${check} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      figures.push(notRun(`${check}: the check itself`, 'crashed (see above)', 'runs'));
    }
  }
  console.log(formatTable(figures));
  if (figures.some((figure) => figure.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
