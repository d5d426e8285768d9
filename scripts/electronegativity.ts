/**
 * `npm run security:electron`: Doyensec's Electronegativity over src/, failing on any HIGH or
 * MEDIUM finding of FIRM or CERTAIN confidence (the tentative ones are for a reviewer to read).
 * A false positive is silenced where it is found, with an `eng-disable` comment saying why.
 */
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { blockingFindings, findingsOf } from './electronegativity-report.ts';

const require = createRequire(import.meta.url);
const scanner = createRequire(
  join(dirname(require.resolve('@doyensec/electronegativity/package.json')), 'dist/runner.js'),
);

// At start the scanner fetches translations and Electron's release list over HTTP, and its old
// HTTP client (got 11) crashes on Node 24 when such a fetch fails, as it does offline. Its
// fetches are answered with an error it handles (built-in English texts), before it loads.
const offline = () => Promise.reject(new Error('no network for the scanner'));
const gotPath = scanner.resolve('got');
scanner(gotPath);
const cached = scanner.cache[gotPath];
if (cached) cached.exports = offline;

type Run = (options: Record<string, unknown>, forCli: boolean) => Promise<unknown>;
const run = scanner('./runner.js') as Run;
const electronVersion = (require('electron/package.json') as { version: string }).version;

const result = await run(
  {
    input: resolve('src'),
    isSarif: false,
    customScan: [],
    // It would ask the network which Electron releases have security fixes.
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
    isRelative: true,
    isVerbose: false,
    electronVersionOverride: electronVersion,
    parserPlugins: [],
  },
  false,
);
const findings = findingsOf(result);
const blocking = blockingFindings(findings);
console.log(
  `Electronegativity (Electron ${electronVersion}): ${findings.length} findings, ${blocking.length} blocking.`,
);
for (const f of blocking) {
  console.error(`  ${f.severity} ${f.confidence} ${f.issue} at src/${f.where}`);
}
process.exitCode = blocking.length > 0 ? 1 : 0;
