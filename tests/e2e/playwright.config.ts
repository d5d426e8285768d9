import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { REQUEST_LOG, SECRET_RECORD } from './support/request-log.ts';

/**
 * End-to-end suite in web mode: the built renderer served by `vite preview` with the sandbox
 * behind a same-origin proxy, driven in Debian's Chromium. One worker, because the sandbox
 * (its clock and faults) is shared by the whole run; every test resets it first.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The sandbox's control secret for this run: the web server's sandbox requires it and
 * SandboxControl sends it. Workers load this file again but inherit the runner's environment, so
 * they see the same one. Set it yourself to reuse a `npm run web:preview` started with it.
 */
process.env.SANDBOX_CONTROL_SECRET ??= randomUUID();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `npm run web:build && npm run web:preview -- --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/__sandbox/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    env: {
      SANDBOX_REQUEST_LOG: REQUEST_LOG,
      SANDBOX_SECRET_RECORD: SECRET_RECORD,
      SANDBOX_CONTROL_SECRET: process.env.SANDBOX_CONTROL_SECRET,
    },
  },
});
