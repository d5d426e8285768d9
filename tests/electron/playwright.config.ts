import { defineConfig } from '@playwright/test';

/**
 * Electron end-to-end suite (Playwright `_electron`). The global setup builds the app when the
 * Electron binary is present; without the binary every file skips with one line saying so.
 * On Linux without a display: `xvfb-run -a npm run test:electron`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  workers: 1,
  globalSetup: './global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/electron.json' }]],
  outputDir: '../../test-results/electron',
});
