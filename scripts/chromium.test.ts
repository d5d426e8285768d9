import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { chooseChromium, ensureChromium, type InstallRun } from './chromium.ts';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'chromium-check-'));
}

/** An executable file that is no browser: it exits at once. */
function notABrowser(): string {
  const path = join(tempDir(), 'chromium');
  writeFileSync(path, '#!/bin/sh\nexit 1\n');
  chmodSync(path, 0o755);
  return path;
}

describe('chooseChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    const path = notABrowser();
    expect(
      chooseChromium({ env: { CHROMIUM_PATH: path }, systemCandidates: [notABrowser()] }),
    ).toEqual({ kind: 'env', executablePath: path });
  });

  it('names a CHROMIUM_PATH that does not exist instead of looking further', () => {
    const choice = chooseChromium({
      env: { CHROMIUM_PATH: '/nowhere/chromium' },
      systemCandidates: [notABrowser()],
    });
    expect(choice).toEqual({
      kind: 'none',
      reason: 'CHROMIUM_PATH is /nowhere/chromium, which does not exist',
    });
  });

  it("takes the first system Chromium that exists, else Playwright's own", () => {
    const system = notABrowser();
    expect(chooseChromium({ env: {}, systemCandidates: ['/nowhere/chromium', system] })).toEqual({
      kind: 'system',
      executablePath: system,
    });
    expect(chooseChromium({ env: {}, systemCandidates: ['/nowhere/chromium'] })).toEqual({
      kind: 'playwright',
    });
  });
});

describe('ensureChromium', () => {
  it('does not install over a named browser that does not start, and says so', async () => {
    const install = vi.fn<(env: NodeJS.ProcessEnv, t: number) => InstallRun>();
    const result = await ensureChromium(
      { env: { CHROMIUM_PATH: notABrowser() }, systemCandidates: [] },
      { installTimeoutMs: 1000, install },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('The end-to-end tests need a Chromium');
    expect(install).not.toHaveBeenCalled();
  });
});

describe('the browser check with no browser anywhere', () => {
  it('tries to install Playwright’s own, then fails at once with one paragraph and status 1', () => {
    // PLAYWRIGHT_BROWSERS_PATH is read when Playwright loads: a process of its own, with an empty
    // browser folder, no system Chromium and a download host that refuses connections.
    const driver = join(tempDir(), 'check.mjs');
    const module = pathToFileURL(resolve('scripts/chromium.ts')).href;
    writeFileSync(
      driver,
      `import { checkChromium } from ${JSON.stringify(module)};\n` +
        'process.exitCode = await checkChromium({ env: process.env, systemCandidates: [] });\n',
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PLAYWRIGHT_BROWSERS_PATH: tempDir(),
      PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
    };
    delete env.CHROMIUM_PATH;
    const started = Date.now();
    const run = spawnSync(process.execPath, [driver], { env, encoding: 'utf8', timeout: 120_000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('installing Playwright’s own');
    expect(run.stderr).toContain('The end-to-end tests need a Chromium and none could be had');
    for (const advice of [
      'apt-get install chromium',
      'npx playwright install chromium',
      'CHROMIUM_PATH',
    ]) {
      expect(run.stderr).toContain(advice);
    }
    expect(run.stderr).toContain('playwright install chromium: Error: connect ECONNREFUSED');
    expect(run.stderr.match(/The end-to-end tests need/g)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
