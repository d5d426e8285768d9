import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { e2eServers, e2eWorkers } from '../../scripts/e2e-servers.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import type { WebServerOption } from './support/fixtures.ts';

/**
 * End-to-end suite in web mode: the built renderer served by `vite preview` with the sandbox
 * behind a same-origin proxy, driven in Debian's Chromium. E2E_WORKERS workers (one by default:
 * scripts/e2e-servers.ts says why), each with a web server and so a sandbox of its own (its
 * clock, faults and data), on E2E_PORT
 * (4173 by default) and the ports after it; every test resets its sandbox first. Files are
 * shared out between the workers; the tests of a file run in order in one of them.
 */
const servers = e2eServers();

/**
 * The sandboxes' control secret for this run: the web servers' sandboxes require it and
 * SandboxControl sends it. Workers load this file again but inherit the runner's environment, so
 * they see the same one. Set it yourself to reuse a `npm run web:preview` started with it.
 */
const controlSecret = (process.env.SANDBOX_CONTROL_SECRET ??= randomUUID());

export default defineConfig<WebServerOption, WebServerOption>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: e2eWorkers(),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e',
  use: {
    webServers: servers,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // A trace (with its screencast) only for a test's retry: recording one for every test and
    // keeping it on failure cost about a sixth of the suite's time (24 tests: 81 s, 67 s without).
    // CI retries a failed test once, so a failure there still leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  // Playwright starts these in order, each once the one before answers: the first builds web
  // mode, and the others serve that build.
  webServer: servers.map((server) => ({
    command: [
      ...(server.index === 0 ? ['npm run web:build'] : []),
      `npm run web:preview -- --host 127.0.0.1 --port ${server.port} --strictPort`,
    ].join(' && '),
    url: `${server.origin}/__sandbox/health`,
    reuseExistingServer: !process.env.CI,
    // Each builds today's world before it listens: half a minute on a quiet machine, minutes
    // beside other heavy work (180 s was not always enough for the first's build and world).
    timeout: 300_000,
    stdout: 'ignore',
    env: {
      SANDBOX_REQUEST_LOG: server.requestLog,
      SANDBOX_SECRET_RECORD: server.secretRecord,
      SANDBOX_CONTROL_SECRET: controlSecret,
    },
  })),
});
